import { z } from 'zod';
import { PROPOSAL_STATUSES } from '../enums/proposal.js';
import {
  COMMITTEE_QUERY_MIN_LENGTH,
  COMMITTEE_SEARCH_PAGE_SIZE,
  MINUTES_LANGUAGES,
  ROUND_BUDGET_MAX,
  ROUND_DECISIONS,
  ROUND_MEMBERS_MAX,
  ROUND_MEMBERS_MIN,
  ROUND_MESSAGES as M,
  ROUND_NAME_MAX_LENGTH,
  ROUND_RATIONALE_MIN_LENGTH,
  ROUND_SCHEMES,
  ROUND_STATES,
  ROUND_TEXT_MAX_LENGTH,
} from '../rounds.js';
import { safeString, uuidSchema } from './common.js';
import { otherFundingAnswerSchema } from './money.js';

/** Requests and answers of evaluation rounds (docs/architecture.md#evaluation-rounds). */

const day = z
  .string({ error: M.dateInvalid })
  .trim()
  .pipe(z.iso.date({ error: M.dateInvalid }));
const money = z.number({ error: M.budgetInvalid }).int(M.budgetInvalid).min(0, M.budgetInvalid).max(ROUND_BUDGET_MAX, M.budgetInvalid);
const name = safeString().trim().min(1, M.nameTooLong).max(ROUND_NAME_MAX_LENGTH, M.nameTooLong);
const text = safeString({ multiline: true }).trim().max(ROUND_TEXT_MAX_LENGTH, M.textTooLong);

/** `POST /admin/rounds`. */
export const roundCreateSchema = z.object({
  scheme: z.enum(ROUND_SCHEMES, { error: M.schemeInvalid }),
  challengeId: uuidSchema.optional(),
  name: name.optional(),
  cutoffAt: day,
  reviewDueAt: day,
  meetingAt: day.nullable().optional(),
  budget: money,
});
export type RoundCreateInput = z.infer<typeof roundCreateSchema>;

/** `PATCH /admin/rounds/{id}`: any of the dates, the name and the budget (the scheme and challenge stay). */
export const roundUpdateSchema = z.object({
  name: name.optional(),
  cutoffAt: day.optional(),
  reviewDueAt: day.optional(),
  meetingAt: day.nullable().optional(),
  budget: money.optional(),
});
export type RoundUpdateInput = z.infer<typeof roundUpdateSchema>;

/** `PUT /admin/rounds/{id}/meeting`. */
export const roundMeetingSchema = z.object({
  heldOn: day,
  chairId: uuidSchema,
  memberIds: z.array(uuidSchema, { error: M.membersRange }).min(ROUND_MEMBERS_MIN, M.membersRange).max(ROUND_MEMBERS_MAX, M.membersRange),
});
export type RoundMeetingInput = z.infer<typeof roundMeetingSchema>;
/** The meeting form's fields: the members chosen in the people picker, the chair chosen among them (decision 285). */
export const roundMeetingFormSchema = roundMeetingSchema.extend({ chairId: z.string({ error: M.chairNotMember }).min(1, M.chairNotMember) });
export type RoundMeetingForm = z.input<typeof roundMeetingFormSchema>;

/** `GET /admin/committee-candidates`: a name or e-mail address, a small page (decision 285). */
export const committeeCandidatesQuerySchema = z.object({
  query: safeString({ error: M.committeeQueryTooShort })
    .trim()
    .min(COMMITTEE_QUERY_MIN_LENGTH, M.committeeQueryTooShort)
    .max(ROUND_NAME_MAX_LENGTH, M.committeeQueryTooShort),
  limit: z.coerce.number().int().min(1).max(COMMITTEE_SEARCH_PAGE_SIZE).default(COMMITTEE_SEARCH_PAGE_SIZE),
});
export type CommitteeCandidatesQuery = z.infer<typeof committeeCandidatesQuerySchema>;
/** Someone who may sit on the committee, as the secretary needs to tell them apart: no address, no phone. */
export const committeeCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  designation: z.string().nullable(),
});
export type CommitteeCandidate = z.infer<typeof committeeCandidateSchema>;

/** `POST /admin/rounds/{id}/minutes`: the language(s) the minutes are written in (decision 284). */
export const roundMinutesLockSchema = z.object({ language: z.enum(MINUTES_LANGUAGES, { error: M.minutesLanguageInvalid }).optional() });
export type RoundMinutesLockInput = z.infer<typeof roundMinutesLockSchema>;
/** `GET /admin/rounds/{id}/minutes.pdf?language=hi`: which of the stored PDFs (English when it was written). */
export const roundMinutesQuerySchema = z.object({ language: z.enum(['en', 'hi'], { error: M.minutesLanguageInvalid }).optional() });

/** `PUT /admin/rounds/{id}/decisions/{proposalId}`. */
export const roundDecisionSchema = z.object({
  decision: z.enum(ROUND_DECISIONS, { error: M.decisionInvalid }),
  approvedCost: z.number({ error: M.costInvalid }).int(M.costInvalid).min(1, M.costInvalid).max(ROUND_BUDGET_MAX, M.costInvalid).optional(),
  conditions: text.optional(),
  rationale: text.optional(),
});
export type RoundDecisionInput = z.infer<typeof roundDecisionSchema>;
export { ROUND_RATIONALE_MIN_LENGTH };

export const roundParamsSchema = z.object({ id: uuidSchema });
export const roundProposalParamsSchema = z.object({ id: uuidSchema, proposalId: uuidSchema });

const counts = z.object({ submitted: z.number().int(), reviewed: z.number().int(), decided: z.number().int() });
const meeting = z.object({
  heldOn: z.string(),
  chair: z.object({ id: z.string(), name: z.string() }),
  members: z.array(z.object({ id: z.string(), name: z.string(), organization: z.string().nullable() })),
});

/** A round as the admin sees it. */
export const adminRoundSchema = z.object({
  id: z.string(),
  scheme: z.enum(ROUND_SCHEMES),
  challengeId: z.string().nullable(),
  name: z.string(),
  cutoffAt: z.string(),
  reviewDueAt: z.string(),
  meetingAt: z.string().nullable(),
  budget: z.number().int(),
  state: z.enum(ROUND_STATES),
  counts,
  meeting: meeting.nullable(),
  releasedAt: z.string().nullable(),
  lockedAt: z.string().nullable(),
  minutesSha256: z.string().nullable(),
  /** The Hindi minutes' SHA-256, when they were written in Hindi (decision 284). */
  minutesSha256Hi: z.string().nullable(),
});
export type AdminRound = z.infer<typeof adminRoundSchema>;

/** A round as the public reads it (`GET /rounds`): an allow-list of fields. */
export const publicRoundSchema = z.object({
  id: z.string(),
  scheme: z.enum(ROUND_SCHEMES),
  name: z.string(),
  cutoffAt: z.string(),
  meetingAt: z.string().nullable(),
  state: z.enum(ROUND_STATES),
});
export type PublicRound = z.infer<typeof publicRoundSchema>;
/** `GET /rounds`: the open and coming rounds, and each scheme's median days from cut-off to release. */
export const publicRoundsSchema = z.object({
  rounds: z.array(publicRoundSchema),
  medianDaysToDecision: z.object({ OI: z.number().int().nullable(), SSA: z.number().int().nullable(), CM: z.number().int().nullable() }),
});
export type PublicRounds = z.infer<typeof publicRoundsSchema>;

const recommendations = z.object({ FUND: z.number().int(), FUND_WITH_CHANGES: z.number().int(), DO_NOT_FUND: z.number().int() });
export const roundDecisionAnswerSchema = z.object({
  decision: z.enum(ROUND_DECISIONS),
  approvedCost: z.number().int().nullable(),
  grant: z.number().int(),
  conditions: z.string().nullable(),
  rationale: z.string().nullable(),
  decidedAt: z.string(),
});
export type RoundDecisionAnswer = z.infer<typeof roundDecisionAnswerSchema>;

export const agendaItemSchema = z.object({
  rank: z.number().int(),
  proposalId: z.string(),
  reference: z.string().nullable(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  mean: z.number().nullable(),
  count: z.number().int(),
  spread: z.number().nullable(),
  disagreement: z.boolean(),
  recommendations,
  requestedGrant: z.number().int().nullable(),
  /** The applicant's declaration of other funding of the same work (null and null: not given). */
  otherFunding: z.array(otherFundingAnswerSchema).nullable(),
  noOtherFunding: z.boolean().nullable(),
  cumulativeGrant: z.number().int(),
  aboveFundingLine: z.boolean(),
  recusals: z.array(z.string()),
  overlap: z.boolean(),
  decision: roundDecisionAnswerSchema.nullable(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;
export const agendaSchema = z.object({ round: adminRoundSchema, budget: z.number().int(), committed: z.number().int(), items: z.array(agendaItemSchema) });
export type Agenda = z.infer<typeof agendaSchema>;

export const releaseResultSchema = z.object({
  released: z.boolean(),
  alreadyReleased: z.boolean(),
  results: z.array(z.object({ proposalId: z.string(), status: z.enum(PROPOSAL_STATUSES), mailed: z.boolean() })),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

/** The round a proposal is evaluated in, on its details and rows; the decision only once released. */
export const proposalRoundSchema = z.object({
  id: z.string(),
  name: z.string(),
  cutoffAt: z.string(),
  meetingAt: z.string().nullable(),
  editingClosed: z.boolean(),
  decision: z.object({ decision: z.enum(ROUND_DECISIONS), conditions: z.string().nullable() }).nullable(),
});
export type ProposalRound = z.infer<typeof proposalRoundSchema>;
