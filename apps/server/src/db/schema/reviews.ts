import { REVIEW_RECOMMENDATIONS, REVIEW_RELEASE_REASONS, REVIEW_STATES, type ReviewScores } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { proposals } from './proposals.js';
import { users } from './users.js';

export const reviewStateEnum = pgEnum('review_state', REVIEW_STATES);
export const reviewRecommendationEnum = pgEnum('review_recommendation', REVIEW_RECOMMENDATIONS);
export const reviewReleaseReasonEnum = pgEnum('review_release_reason', REVIEW_RELEASE_REASONS);

/**
 * A reviewer's assignment to a funding proposal and the review written for it, one row for both
 * (docs/architecture.md#peer-review): an assignment has at most one review, and the review lives and
 * dies with it. A released row stays, for the history and so a declared conflict is remembered.
 */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /** A calendar day, India time. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    state: reviewStateEnum('state').notNull().default('PENDING'),
    /** The admin's written reason when the assignment overrode a conflict of interest. */
    overrideReason: text('override_reason'),
    releaseReason: reviewReleaseReasonEnum('release_reason'),
    /** The reviewer's own words when they declared a conflict. */
    conflictReason: text('conflict_reason'),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    /** The day (India) the invitation is answered by; past it unanswered, the assignment is EXPIRED. Null on assignments made before invitations. */
    respondBy: date('respond_by', { mode: 'string' }),
    /** A declined or expired invitation invites the best next suggestion at once. */
    autoReplace: boolean('auto_replace').notNull().default(false),
    /** The reviewer's reason for declining, and the colleague they suggested. */
    declineReason: text('decline_reason'),
    suggestedUserId: uuid('suggested_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the reviewer declined, or the invitation expired. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The admin's reason for releasing a silent reviewer. */
    releaseNote: text('release_note'),
    scores: jsonb('scores')
      .$type<ReviewScores>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Σ weight × score / 10 once every criterion has a score; the ranking averages it. */
    weightedScore: doublePrecision('weighted_score'),
    commentForApplicant: text('comment_for_applicant').notNull().default(''),
    commentForCommittee: text('comment_for_committee').notNull().default(''),
    recommendation: reviewRecommendationEnum('recommendation'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active assignment of a reviewer to a proposal; a released, declined or expired one may be followed
    // by a new one. Named by the states it holds, not by those it leaves out, which the migration adds.
    uniqueIndex('review_assignments_active_key')
      .on(t.proposalId, t.reviewerId)
      .where(sql`state in ('PENDING', 'DECLARED', 'SUBMITTED')`),
    // The reviewer's queue, and their load.
    index('review_assignments_reviewer_idx').on(t.reviewerId, t.state, t.dueDate),
    // The ranking: submitted reviews by proposal, with what it averages and counts read from the index.
    index('review_assignments_submitted_idx')
      .on(t.proposalId, t.weightedScore, t.recommendation)
      .where(sql`state = 'SUBMITTED'`),
    // The proposal's panel.
    index('review_assignments_proposal_idx').on(t.proposalId, t.createdAt),
    // The admin's list: a proposal whose open review is past its due date (docs/decisions/191-review-overdue-on-admin-list.md).
    index('review_assignments_open_due_idx')
      .on(t.proposalId, t.dueDate)
      .where(sql`state in ('PENDING', 'DECLARED')`),
  ],
);
export type ReviewAssignmentRow = typeof reviewAssignments.$inferSelect;

/**
 * One row per proposal with a submitted review: what the ranking shows, kept by the transaction that
 * submits or corrects a review (docs/decisions/190-review-summary.md), so the ranking reads one indexed
 * row per proposal and aggregates nothing at request time. No row: no submitted review.
 */
export const reviewSummaries = pgTable(
  'review_summaries',
  {
    proposalId: uuid('proposal_id')
      .primaryKey()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull(),
    /** Mean weighted score of the submitted reviews. */
    meanScore: doublePrecision('mean_score').notNull(),
    minScore: doublePrecision('min_score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    /** max − min over 30 points. */
    disagreement: boolean('disagreement').notNull(),
    fund: integer('fund').notNull(),
    fundWithChanges: integer('fund_with_changes').notNull(),
    doNotFund: integer('do_not_fund').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The ranking's order: best mean first, then more reviews, then id.
    index('review_summaries_rank_idx').on(t.meanScore.desc(), t.reviewCount.desc(), t.proposalId),
  ],
);
export type ReviewSummaryRow = typeof reviewSummaries.$inferSelect;

/** A span of days a reviewer cannot review (calendar days, India time, both included). */
export type ReviewerUnavailable = { from: string; to: string };
/** An organisation the reviewer belongs or belonged to; `to` absent while it lasts. */
export type ReviewerAffiliation = { organization: string; from: string; to?: string | undefined };

/**
 * A reviewer's profile (docs/architecture.md#the-reviewer-pool): what they know, how much they take on,
 * when they cannot review and where they worked. One row per reviewer, written by them; no row reads as
 * the defaults (no focus area, no keyword, a load of 5, always available, English).
 */
export const reviewerProfiles = pgTable('reviewer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  focusAreas: jsonb('focus_areas')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  keywords: jsonb('keywords')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Open assignments (pending or in progress) the reviewer takes at most. */
  maxLoad: integer('max_load').notNull().default(5),
  unavailable: jsonb('unavailable')
    .$type<ReviewerUnavailable[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  languages: jsonb('languages')
    .$type<string[]>()
    .notNull()
    .default(sql`'["en"]'::jsonb`),
  affiliations: jsonb('affiliations')
    .$type<ReviewerAffiliation[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type ReviewerProfileRow = typeof reviewerProfiles.$inferSelect;
