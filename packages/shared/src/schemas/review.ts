import { z } from 'zod';
import { indiaDate } from '../challenge-deadline.js';
import { PROPOSAL_CATEGORIES, PROPOSAL_STATUSES, PROPOSAL_TYPES } from '../enums/proposal.js';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MIN_LENGTH,
  REVIEW_CRITERIA,
  REVIEW_DUE_MAX_DAYS,
  REVIEW_REASON_MAX_LENGTH,
  REVIEW_REASON_MIN_LENGTH,
  REVIEW_RECOMMENDATIONS,
  REVIEW_RELEASE_REASONS,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_STATES,
  type ReviewAggregate,
  type ReviewCriterionKey,
  type ReviewRecommendation,
  type ReviewReleaseReason,
  type ReviewScores,
  type ReviewState,
} from '../review-criteria.js';
import { REVIEW_MESSAGES as M } from '../review-messages.js';
import { pageQuerySchema, safeString, uuidSchema } from './common.js';

/** `PUT /admin/users/{id}/reviewer`: grant (true) or remove (false) the REVIEWER role. */
export const reviewerRoleUpdateSchema = z.object({ reviewer: z.boolean() });

const reasonSchema = safeString({ multiline: true }).trim().min(REVIEW_REASON_MIN_LENGTH, M.reasonTooShort).max(REVIEW_REASON_MAX_LENGTH, M.reasonTooLong);

/** Days from today (India) to a YYYY-MM-DD day. */
const daysAhead = (day: string) => Math.round((Date.parse(day) - Date.parse(indiaDate())) / 86_400_000);

/** A review's due date: a calendar day (India time), today or later, at most a year ahead. */
export const reviewDueDateSchema = z
  .string({ error: M.dueDateInvalid })
  .trim()
  .pipe(z.iso.date({ error: M.dueDateInvalid }))
  .refine((d) => daysAhead(d) >= 0, M.dueDatePast)
  .refine((d) => daysAhead(d) <= REVIEW_DUE_MAX_DAYS, M.dueDateTooFar);

/** An invitation's respond-by day: a calendar day (India time), today or later, at most a year ahead. */
export const reviewRespondBySchema = z
  .string({ error: M.respondByInvalid })
  .trim()
  .pipe(z.iso.date({ error: M.respondByInvalid }))
  .refine((d) => daysAhead(d) >= 0, M.respondByPast)
  .refine((d) => daysAhead(d) <= REVIEW_DUE_MAX_DAYS, M.dueDateTooFar);

/**
 * `POST /admin/proposals/{id}/reviewers`: an invitation. `override` assigns despite a conflict of interest,
 * with a written reason; `respondBy` (default 5 days ahead, never after the due date) is the day the
 * reviewer answers by; `autoReplace` invites the best next suggestion when they decline or let it expire.
 */
export const assignReviewerSchema = z
  .object({
    userId: uuidSchema,
    dueDate: reviewDueDateSchema,
    respondBy: reviewRespondBySchema.optional(),
    autoReplace: z.boolean().optional(),
    override: z.object({ reason: reasonSchema }).optional(),
  })
  .refine((b) => !b.respondBy || b.respondBy <= b.dueDate, { message: M.respondByAfterDue, path: ['respondBy'] });
export type AssignReviewerInput = z.input<typeof assignReviewerSchema>;

/** `POST /reviews/{assignmentId}/declaration`: no conflict (the proposal opens), or a conflict with its reason (the assignment is released). */
export const reviewDeclarationSchema = z.discriminatedUnion('conflict', [
  z.object({ conflict: z.literal(false) }),
  z.object({ conflict: z.literal(true), reason: reasonSchema }),
]);
export type ReviewDeclarationInput = z.input<typeof reviewDeclarationSchema>;

/** `POST /reviews/{assignmentId}/decline`: the reviewer declines the invitation with a reason, and may suggest a colleague. */
export const reviewDeclineSchema = z.object({ reason: reasonSchema, suggestUserId: uuidSchema.optional() });
export type ReviewDeclineInput = z.input<typeof reviewDeclineSchema>;

/** `POST /admin/proposals/{id}/reviewers/{userId}/release`: the admin releases a silent reviewer, with the reason. */
export const releaseReviewerSchema = z.object({ reason: reasonSchema });
export type ReleaseReviewerInput = z.input<typeof releaseReviewerSchema>;

const scoreSchema = z.number({ error: M.scoreRange }).int(M.scoreRange).min(REVIEW_SCORE_MIN, M.scoreRange).max(REVIEW_SCORE_MAX, M.scoreRange);
const commentSchema = safeString({ multiline: true }).trim().max(REVIEW_COMMENT_MAX_LENGTH, M.commentTooLong);

/**
 * `PUT /reviews/{assignmentId}`, the one rule of a review for the form and the route: a draft keeps
 * whatever is filled in (each score still 1–10); `submit: true` needs every criterion, both comments
 * of 20+ characters and the recommendation.
 */
export const reviewSaveSchema = z
  .object({
    scores: z
      .object(Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.key, scoreSchema.optional()])) as Record<ReviewCriterionKey, z.ZodOptional<typeof scoreSchema>>)
      .strict()
      .default({}),
    commentForApplicant: commentSchema.default(''),
    commentForCommittee: commentSchema.default(''),
    recommendation: z.enum(REVIEW_RECOMMENDATIONS, { error: M.recommendationInvalid }).nullable().optional(),
    submit: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.submit) return;
    for (const c of REVIEW_CRITERIA) if (v.scores[c.key] === undefined) ctx.addIssue({ code: 'custom', path: ['scores', c.key], message: M.scoreRequired });
    for (const field of ['commentForApplicant', 'commentForCommittee'] as const) {
      if (v[field].length < REVIEW_COMMENT_MIN_LENGTH) ctx.addIssue({ code: 'custom', path: [field], message: M.commentTooShort });
    }
    if (!v.recommendation) ctx.addIssue({ code: 'custom', path: ['recommendation'], message: M.recommendationRequired });
  });
export type ReviewSaveInput = z.input<typeof reviewSaveSchema>;
export type ReviewSaveValues = z.output<typeof reviewSaveSchema>;

export const assignmentParamsSchema = z.object({ assignmentId: uuidSchema });
export const proposalReviewerParamsSchema = z.object({ id: uuidSchema, userId: uuidSchema });

/** `GET /admin/reviewers`: reviewers by name, organisation or address, with their load. */
export const reviewersQuerySchema = pageQuerySchema(20).extend({
  query: safeString().trim().max(200).optional(),
});
export type ReviewersQuery = z.output<typeof reviewersQuerySchema>;

/** `GET /admin/reviews/ranking` (and `/export`): one scheme (category and type) and, for Challenge Method, one challenge. */
export const reviewRankingQuerySchema = pageQuerySchema(50).extend({
  category: z.enum(PROPOSAL_CATEGORIES).optional(),
  type: z.enum(PROPOSAL_TYPES).optional(),
  challengeId: uuidSchema.optional(),
});
export type ReviewRankingQuery = z.output<typeof reviewRankingQuerySchema>;
export const reviewRankingExportQuerySchema = reviewRankingQuerySchema.omit({ page: true, limit: true });

// --- Answers ---

const scoresSchema = z.object(
  Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.key, z.number().int().optional()])) as Record<ReviewCriterionKey, z.ZodOptional<z.ZodNumber>>,
);

/**
 * A reviewer with the load the admin weighs — open (assigned, not submitted) and submitted reviews — and
 * their figures (decision 258): focus areas and maximum load from the profile; invitations, accepted
 * (declared no conflict), declined, expired; reviews submitted by their due day; the median days from
 * assignment to submission; the mean distance of their weighted scores from the panel's mean.
 */
export type ReviewerFigures = {
  focusAreas: string[];
  maxLoad: number;
  invited: number;
  accepted: number;
  declined: number;
  expired: number;
  onTime: number;
  medianDaysToSubmit: number | null;
  meanDistance: number | null;
};
export type ReviewerSummary = { id: string; name: string; email: string; organization: string | null; open: number; submitted: number } & ReviewerFigures;
export const reviewerFiguresSchema = z.object({
  focusAreas: z.array(z.string()),
  maxLoad: z.number().int(),
  invited: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  expired: z.number().int(),
  onTime: z.number().int(),
  medianDaysToSubmit: z.number().nullable(),
  meanDistance: z.number().nullable(),
}) satisfies z.ZodType<ReviewerFigures>;
/** `GET /reviews/figures`: the reviewer's own figures, with their open and submitted reviews. */
export const reviewerOwnFiguresSchema = reviewerFiguresSchema.extend({ open: z.number().int(), submitted: z.number().int() });
export type ReviewerOwnFigures = z.infer<typeof reviewerOwnFiguresSchema>;
export const reviewerSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    organization: z.string().nullable(),
    open: z.number().int(),
    submitted: z.number().int(),
  })
  .extend(reviewerFiguresSchema.shape) satisfies z.ZodType<ReviewerSummary>;

/** One assignment as the admin's Reviews panel lists it. */
export type ProposalAssignment = {
  id: string;
  proposalId: string;
  reviewer: { id: string; name: string; organization: string | null };
  dueDate: string;
  state: ReviewState;
  overdue: boolean;
  overrideReason: string | null;
  releaseReason: ReviewReleaseReason | null;
  conflictReason: string | null;
  respondBy: string | null;
  autoReplace: boolean;
  declineReason: string | null;
  suggestedUser: { id: string; name: string } | null;
  releaseNote: string | null;
  assignedAt: string;
  submittedAt: string | null;
};
export const proposalAssignmentSchema = z.object({
  id: z.string(),
  proposalId: z.string(),
  reviewer: z.object({ id: z.string(), name: z.string(), organization: z.string().nullable() }),
  dueDate: z.string(),
  state: z.enum(REVIEW_STATES),
  overdue: z.boolean(),
  overrideReason: z.string().nullable(),
  releaseReason: z.enum(REVIEW_RELEASE_REASONS).nullable(),
  conflictReason: z.string().nullable(),
  respondBy: z.string().nullable(),
  autoReplace: z.boolean(),
  declineReason: z.string().nullable(),
  suggestedUser: z.object({ id: z.string(), name: z.string() }).nullable(),
  releaseNote: z.string().nullable(),
  assignedAt: z.string(),
  submittedAt: z.string().nullable(),
}) satisfies z.ZodType<ProposalAssignment>;

/** `GET /reviews/mine`: one of the reviewer's assignments. `reference` is the proposal's, when it has one. */
export type MyReviewAssignment = {
  id: string;
  proposalId: string;
  title: string;
  category: (typeof PROPOSAL_CATEGORIES)[number];
  type: (typeof PROPOSAL_TYPES)[number];
  reference: string | null;
  dueDate: string;
  /** The day to accept or decline by, while the invitation is unanswered (null on assignments made before invitations). */
  respondBy: string | null;
  state: ReviewState;
  overdue: boolean;
  proposalStatus: (typeof PROPOSAL_STATUSES)[number];
};
export const myReviewAssignmentSchema = z.object({
  id: z.string(),
  proposalId: z.string(),
  title: z.string(),
  category: z.enum(PROPOSAL_CATEGORIES),
  type: z.enum(PROPOSAL_TYPES),
  reference: z.string().nullable(),
  dueDate: z.string(),
  respondBy: z.string().nullable(),
  state: z.enum(REVIEW_STATES),
  overdue: z.boolean(),
  proposalStatus: z.enum(PROPOSAL_STATUSES),
}) satisfies z.ZodType<MyReviewAssignment>;

/**
 * Who is on the proposal, as the reviewer weighs a conflict of interest before declaring: the applicant's
 * organisations (as entered on the proposal and on the applicant's profile, one entry when they name the same
 * one) and the partners (collaborators) with theirs. Nothing else: no names of the applicant, no contact data.
 */
export type ReviewParties = { applicantOrganizations: string[]; partners: { name: string; organization: string | null }[] };
export const reviewPartiesSchema = z.object({
  applicantOrganizations: z.array(z.string()),
  partners: z.array(z.object({ name: z.string(), organization: z.string().nullable() })),
}) satisfies z.ZodType<ReviewParties>;

/**
 * `GET /reviews/{assignmentId}`: the reviewer's own review (never another's), and whether it may still change;
 * `parties` while the assignment is held (null once released).
 */
export type MyReview = MyReviewAssignment & {
  /** The proposal's summary (its abstract): what an invitation shows before the reviewer accepts; null once the assignment is over. */
  summary: string | null;
  parties: ReviewParties | null;
  scores: ReviewScores;
  weightedScore: number | null;
  commentForApplicant: string;
  commentForCommittee: string;
  recommendation: ReviewRecommendation | null;
  savedAt: string | null;
  submittedAt: string | null;
  editable: boolean;
};
export const myReviewSchema = myReviewAssignmentSchema.extend({
  summary: z.string().nullable(),
  parties: reviewPartiesSchema.nullable(),
  scores: scoresSchema,
  weightedScore: z.number().nullable(),
  commentForApplicant: z.string(),
  commentForCommittee: z.string(),
  recommendation: z.enum(REVIEW_RECOMMENDATIONS).nullable(),
  savedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  editable: z.boolean(),
}) satisfies z.ZodType<MyReview>;

/** `GET /admin/proposals/{id}/reviews`: every submitted review and the aggregate (the committee's view). */
export type CommitteeReview = {
  assignmentId: string;
  reviewer: { id: string; name: string; organization: string | null };
  scores: ReviewScores;
  weightedScore: number;
  recommendation: ReviewRecommendation;
  commentForApplicant: string;
  commentForCommittee: string;
  assignedAt: string;
  submittedAt: string;
  overrideReason: string | null;
};
export type CommitteeReviews = { reviews: CommitteeReview[]; aggregate: ReviewAggregate };
export const committeeReviewsSchema = z.object({
  reviews: z.array(
    z.object({
      assignmentId: z.string(),
      reviewer: z.object({ id: z.string(), name: z.string(), organization: z.string().nullable() }),
      scores: scoresSchema,
      weightedScore: z.number(),
      recommendation: z.enum(REVIEW_RECOMMENDATIONS),
      commentForApplicant: z.string(),
      commentForCommittee: z.string(),
      assignedAt: z.string(),
      submittedAt: z.string(),
      overrideReason: z.string().nullable(),
    }),
  ),
  aggregate: z.object({
    count: z.number().int(),
    mean: z.number().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    stdDev: z.number().nullable(),
    disagreement: z.boolean(),
  }),
}) satisfies z.ZodType<CommitteeReviews>;

/** A ranking row: a proposal with at least one submitted review, by mean weighted score. */
export type ReviewRankingRow = {
  rank: number;
  proposalId: string;
  title: string;
  reference: string | null;
  category: (typeof PROPOSAL_CATEGORIES)[number];
  type: (typeof PROPOSAL_TYPES)[number];
  status: (typeof PROPOSAL_STATUSES)[number];
  orgName: string | null;
  mean: number;
  count: number;
  recommendations: Record<ReviewRecommendation, number>;
};
export const reviewRankingRowSchema = z.object({
  rank: z.number().int(),
  proposalId: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  category: z.enum(PROPOSAL_CATEGORIES),
  type: z.enum(PROPOSAL_TYPES),
  status: z.enum(PROPOSAL_STATUSES),
  orgName: z.string().nullable(),
  mean: z.number(),
  count: z.number().int(),
  recommendations: z.object({ FUND: z.number().int(), FUND_WITH_CHANGES: z.number().int(), DO_NOT_FUND: z.number().int() }),
}) satisfies z.ZodType<ReviewRankingRow>;

/** `GET /proposals/{id}/reviews/feedback`: after the decision, the reviewers' comments for the applicant, unsigned. */
export type ReviewFeedback = { decided: boolean; comments: string[] };
export const reviewFeedbackSchema = z.object({ decided: z.boolean(), comments: z.array(z.string()) }) satisfies z.ZodType<ReviewFeedback>;
