import { PROPOSAL_CATEGORIES, PROPOSAL_STATUSES, PROPOSAL_TYPES } from '@portal/shared';
import type { ProposalRow, ProposalSearchRow } from '@portal/shared/schemas';
import { z } from 'zod';

/** The response schema of a list row (ProposalRow): the serializer writes these fields and no other. */
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
  updatedAt: z.string(),
  awaitsAccountApproval: z.boolean(),
  awaitingApplicant: z.boolean().optional(),
  clarificationOverdue: z.boolean().optional(),
  daysInReview: z.number().int().nullable().optional(),
}) satisfies z.ZodType<ProposalRow>;

/** The response schema of a public search row (ProposalSearchRow): nothing personal. */
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
