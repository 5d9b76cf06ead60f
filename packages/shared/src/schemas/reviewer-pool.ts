import { z } from 'zod';
import { FOCUS_AREAS } from '../enums/proposal.js';
import { LANGUAGES } from '../languages.js';
import {
  PLAN_PER_PROPOSAL_DEFAULT,
  PLAN_PER_PROPOSAL_MAX,
  PLAN_PER_PROPOSAL_MIN,
  PLAN_UNFILLED_REASONS,
  REVIEWER_AFFILIATIONS_MAX,
  REVIEWER_KEYWORD_MAX_LENGTH,
  REVIEWER_KEYWORDS_MAX,
  REVIEWER_MAX_LOAD_MAX,
  REVIEWER_MAX_LOAD_MIN,
  REVIEWER_UNAVAILABLE_MAX,
} from '../review-criteria.js';
import { REVIEW_MESSAGES as M } from '../review-messages.js';
import { safeString, uuidSchema } from './common.js';
import { reviewDueDateSchema } from './review.js';

/** A calendar day, YYYY-MM-DD, that exists (an affiliation may start long ago). */
const daySchema = z
  .string({ error: M.profileDateInvalid })
  .trim()
  .regex(/^(19|20)\d\d-\d\d-\d\d$/, M.profileDateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(Date.parse(v)).toISOString().slice(0, 10) === v, M.profileDateInvalid);

const keywordSchema = safeString().trim().min(1, M.profileKeywordEmpty).max(REVIEWER_KEYWORD_MAX_LENGTH, M.profileKeywordTooLong);

/** A span of days the reviewer cannot review, both days included. */
export const reviewerUnavailableSchema = z
  .object({ from: daySchema, to: daySchema })
  .refine((s) => s.to >= s.from, { message: M.profileDateOrder, path: ['to'] });

/** An organisation the reviewer is or was with; `to` absent while it lasts. */
export const reviewerAffiliationSchema = z
  .object({
    organization: safeString().trim().min(1, M.profileOrganizationRequired).max(200, M.profileOrganizationTooLong),
    from: daySchema,
    to: daySchema.optional(),
  })
  .refine((a) => a.to === undefined || a.to >= a.from, { message: M.profileDateOrder, path: ['to'] });

/**
 * `PUT /reviews/profile` (docs/architecture.md#the-reviewer-pool): the whole profile, each list within
 * the contract's limits; keywords kept once each, whatever their case.
 */
export const reviewerProfileInputSchema = z.object({
  focusAreas: z
    .array(z.enum(FOCUS_AREAS, { error: M.profileFocusAreaNotListed }), { error: M.profileFocusAreaNotListed })
    .max(FOCUS_AREAS.length, M.profileFocusAreaNotListed)
    .transform((list) => [...new Set(list)]),
  keywords: z
    .array(keywordSchema)
    .max(REVIEWER_KEYWORDS_MAX, M.profileKeywordsTooMany)
    .transform((list) => list.filter((k, i) => list.findIndex((o) => o.toLowerCase() === k.toLowerCase()) === i)),
  maxLoad: z
    .number({ error: M.profileMaxLoadRange })
    .int(M.profileMaxLoadRange)
    .min(REVIEWER_MAX_LOAD_MIN, M.profileMaxLoadRange)
    .max(REVIEWER_MAX_LOAD_MAX, M.profileMaxLoadRange),
  unavailable: z.array(reviewerUnavailableSchema).max(REVIEWER_UNAVAILABLE_MAX, M.profileUnavailableTooMany),
  languages: z
    .array(z.enum(LANGUAGES, { error: M.profileLanguageNotListed }))
    .min(1, M.profileLanguagesRequired)
    .max(LANGUAGES.length, M.profileLanguageNotListed)
    .transform((list) => [...new Set(list)]),
  affiliations: z.array(reviewerAffiliationSchema).max(REVIEWER_AFFILIATIONS_MAX, M.profileAffiliationsTooMany),
});
export type ReviewerProfileInput = z.input<typeof reviewerProfileInputSchema>;

/** `GET /reviews/profile`: the profile as saved (the defaults before the first save). */
export const reviewerProfileSchema = z.object({
  focusAreas: z.array(z.string()),
  keywords: z.array(z.string()),
  maxLoad: z.number().int(),
  unavailable: z.array(z.object({ from: z.string(), to: z.string() })),
  languages: z.array(z.enum(LANGUAGES)),
  affiliations: z.array(z.object({ organization: z.string(), from: z.string(), to: z.string().optional() })),
  updatedAt: z.string().nullable(),
});
export type ReviewerProfile = z.infer<typeof reviewerProfileSchema>;

/** The profile's form: the keywords typed on one line, split at commas, then judged as the route judges them. */
export const reviewerProfileFormSchema = reviewerProfileInputSchema.extend({
  keywords: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k.length > 0),
    )
    .pipe(reviewerProfileInputSchema.shape.keywords),
});
export type ReviewerProfileFormInput = z.input<typeof reviewerProfileFormSchema>;
export type ReviewerProfileFormOutput = z.output<typeof reviewerProfileFormSchema>;

/** `GET /admin/proposals/{id}/reviewer-suggestions`: the due date the reviewers must be available on (default: 14 days ahead). */
export const reviewerSuggestionsQuerySchema = z.object({ dueDate: daySchema.optional() });
export type ReviewerSuggestionsQuery = z.output<typeof reviewerSuggestionsQuerySchema>;

/** One suggested reviewer: best first, never conflicted, unavailable on the due date or at full load. */
export const reviewerSuggestionSchema = z.object({
  userId: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  score: z.number().min(0).max(1),
  reasons: z.array(z.string()),
  load: z.number().int(),
  maxLoad: z.number().int(),
});
export type ReviewerSuggestion = z.infer<typeof reviewerSuggestionSchema>;

/** `POST /admin/rounds/{id}/assignment-plan` (decision 256): reviewers per proposal, the due date, the day to answer by. */
export const assignmentPlanInputSchema = z.object({
  perProposal: z
    .number({ error: M.planPerProposalRange })
    .int(M.planPerProposalRange)
    .min(PLAN_PER_PROPOSAL_MIN, M.planPerProposalRange)
    .max(PLAN_PER_PROPOSAL_MAX, M.planPerProposalRange)
    .default(PLAN_PER_PROPOSAL_DEFAULT),
  dueDate: reviewDueDateSchema,
  respondBy: daySchema.optional(),
});
export type AssignmentPlanInput = z.input<typeof assignmentPlanInputSchema>;

/** The plan: each pair with its score, what could not be filled and why, the total; names and titles to show it by. */
export const assignmentPlanSchema = z.object({
  assignments: z.array(z.object({ proposalId: z.string(), userId: z.string(), score: z.number().min(0).max(1), reasons: z.array(z.string()) })),
  unfilled: z.array(z.object({ proposalId: z.string(), missing: z.number().int(), reason: z.enum(PLAN_UNFILLED_REASONS), eligible: z.number().int() })),
  totalScore: z.number(),
  proposals: z.array(z.object({ id: z.string(), reference: z.string().nullable(), title: z.string(), onPanel: z.number().int() })),
  reviewers: z.array(z.object({ id: z.string(), name: z.string(), organization: z.string().nullable(), load: z.number().int(), maxLoad: z.number().int() })),
});
export type AssignmentPlan = z.infer<typeof assignmentPlanSchema>;

/**
 * `POST /admin/rounds/{id}/assignment-plan/apply`: the plan's pairs as the admin left them; `autoReplace`
 * (decision 286): each invitation of the plan invites the best next suggestion when declined or left to expire.
 */
export const applyAssignmentPlanSchema = z.object({
  assignments: z
    .array(z.object({ proposalId: uuidSchema, userId: uuidSchema }))
    .min(1, M.planEmpty)
    .max(2500, M.planTooLarge),
  dueDate: reviewDueDateSchema,
  respondBy: daySchema.optional(),
  autoReplace: z.boolean().optional(),
});
export type ApplyAssignmentPlanInput = z.input<typeof applyAssignmentPlanSchema>;

export const appliedPlanSchema = z.object({
  created: z.number().int(),
  alreadyAssigned: z.number().int(),
  mailed: z.number().int(),
});
export type AppliedPlan = z.infer<typeof appliedPlanSchema>;
