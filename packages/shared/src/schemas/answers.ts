import { z } from 'zod';
import { CHALLENGE_STATUSES, PROPOSAL_CATEGORIES, PROPOSAL_STATUSES, PROPOSAL_TYPES } from '../enums/proposal.js';
import type { ApiErrorBody, HealthData } from '../types.js';
import { messageParamsSchema } from './message-ref.js';
import type { AdminChallenge, Challenge } from './challenge.js';
import { budgetAnswerSchema, otherFundingAnswerSchema } from './money.js';
import { documentRefSchema } from './profile.js';
import type { ConnectResult, ProposalSearchRow } from './proposal-lists.js';
import type { ProposalDetail, ProposalRow } from './proposal.js';
import { proposalRoundSchema } from './round.js';

/**
 * The shapes of the answers' `data`, as zod schemas: the server declares them as route response schemas
 * (its serializer writes these fields and no other, in this order) and the API description publishes
 * them (docs/architecture.md#api-description).
 */

/** Every error answer (docs/architecture.md#api-contract); `key` and `params` name the message in the shared catalogues (decision 228). */
export const apiErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  key: z.string().optional(),
  params: messageParamsSchema.optional(),
  errors: z
    .array(
      z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string(), key: z.string().optional(), params: messageParamsSchema.optional() }),
    )
    .optional(),
}) satisfies z.ZodType<ApiErrorBody>;

/** `GET /health`. */
export const healthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  /** Whether uploads are scanned for malware (`CLAMD_URL` set). */
  scanning: z.enum(['on', 'off']),
}) satisfies z.ZodType<HealthData>;

/** A challenge as every answer shows it. */
export const challengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  focusArea: z.array(z.string()),
  applicationDeadline: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  isOpen: z.boolean(),
  challengeDoc: documentRefSchema.extend({ contentType: z.string(), size: z.number().int() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  myResponse: z
    .object({ proposalId: z.string(), status: z.enum(PROPOSAL_STATUSES), createdAt: z.string(), submittedAt: z.string().nullable() })
    .nullable()
    .optional(),
}) satisfies z.ZodType<Challenge>;

/** A row of the admin's challenge list. */
export const adminChallengeSchema = challengeSchema.extend({ totalProposals: z.number().int() }) satisfies z.ZodType<AdminChallenge>;

/** A proposal as the lists show it. */
export const proposalRowSchema = z.object({
  id: z.string(),
  category: z.enum(PROPOSAL_CATEGORIES),
  type: z.enum(PROPOSAL_TYPES),
  status: z.enum(PROPOSAL_STATUSES),
  title: z.string(),
  name: z.string(),
  orgName: z.string().nullable(),
  orgType: z.string().nullable(),
  focusArea: z.array(z.string()),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  awaitsAccountApproval: z.boolean(),
  reference: z.string().nullable(),
  savedBy: z.string().nullable(),
  challenge: z.object({ id: z.string(), title: z.string(), deadline: z.string().nullable(), open: z.boolean() }).nullable(),
  awaitingApplicant: z.boolean().optional(),
  clarificationOverdue: z.boolean().optional(),
  reviewOverdue: z.boolean().optional(),
  likelyDuplicate: z.boolean().optional(),
  daysInReview: z.number().int().nullable().optional(),
  round: proposalRoundSchema.nullable().optional(),
  projectCost: z.number().nullable(),
  requestedGrant: z.number().nullable(),
}) satisfies z.ZodType<ProposalRow>;

/** A public search row: nothing personal. */
export const proposalSearchRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(PROPOSAL_CATEGORIES),
  type: z.enum(PROPOSAL_TYPES),
  status: z.enum(PROPOSAL_STATUSES),
  focusArea: z.array(z.string()),
  orgName: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<ProposalSearchRow>;

const nullableText = z.string().nullable();

/** A proposal as `POST /proposals/{id}/details` (and its create and edit) answer it, in that order. */
export const proposalDetailSchema = z.object({
  id: z.string(),
  userId: z.string(),
  category: z.enum(PROPOSAL_CATEGORIES),
  type: z.enum(PROPOSAL_TYPES),
  status: z.enum(PROPOSAL_STATUSES),
  name: z.string(),
  email: nullableText,
  mobile: nullableText,
  orgType: nullableText,
  orgName: nullableText,
  designation: nullableText,
  title: z.string(),
  abstract: nullableText,
  methodology: nullableText,
  expectedResults: nullableText,
  riskFactors: nullableText,
  detailedDescription: nullableText,
  eligibilityCriteria: nullableText,
  objectives: nullableText,
  currentStage: nullableText,
  fundingRequired: nullableText,
  focusArea: z.array(z.string()),
  partnersInvolved: z.boolean().nullable(),
  detailsConfirmed: z.boolean(),
  termsAccepted: z.boolean(),
  postOnPortal: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  awaitsAccountApproval: z.boolean(),
  reference: z.string().nullable(),
  savedBy: z.string().nullable(),
  challenge: z.object({ id: z.string(), title: z.string(), deadline: z.string().nullable(), open: z.boolean() }).nullable(),
  postedBy: z.object({ name: z.string(), designation: nullableText, organization: nullableText }),
  documents: z.array(z.object({ field: z.string(), fileName: z.string(), filePath: z.string(), url: z.string() })),
  collaborators: z.array(
    z.object({ userId: z.string(), user: z.object({ name: z.string(), email: z.string(), organization: nullableText, organizationCategory: nullableText }) }),
  ),
  challengeMappings: z.array(z.object({ challengeId: z.string(), challenge: z.object({ id: z.string(), title: z.string() }).nullable() })),
  connectedStakeholders: z.array(
    z.object({ createdAt: z.string(), user: z.object({ name: z.string(), email: z.string(), organization: nullableText }).optional() }),
  ),
  canEdit: z.boolean(),
  awaitingApplicant: z.boolean().optional(),
  clarificationOverdue: z.boolean().optional(),
  version: z.number().int(),
  wizardStep: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  canDownloadReceipt: z.boolean(),
  canLeave: z.boolean(),
  round: proposalRoundSchema.nullable().optional(),
  projectCost: z.number().nullable(),
  requestedGrant: z.number().nullable(),
  budget: budgetAnswerSchema.nullable(),
  otherFunding: z.array(otherFundingAnswerSchema).nullable(),
  noOtherFunding: z.boolean().nullable(),
}) satisfies z.ZodType<ProposalDetail>;

/** What a connection request answers. */
export const connectResultSchema = z.object({ id: z.string(), createdAt: z.string(), contactEmail: z.string().nullable() }) satisfies z.ZodType<ConnectResult>;
