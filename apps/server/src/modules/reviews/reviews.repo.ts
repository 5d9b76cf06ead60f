import {
  REVIEW_CLOSED_STATES,
  REVIEW_CONFLICT_LOOKBACK_YEARS,
  REVIEW_DISAGREEMENT_POINTS,
  REVIEWER_MAX_LOAD_DEFAULT,
  type ReviewRecommendation,
} from '@portal/shared';
import type { ReviewRankingQuery } from '@portal/shared/schemas';
import { and, asc, count, desc, eq, gte, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { reviewAssignments, type ReviewAssignmentRow, reviewerProfiles, type ReviewerProfileRow, reviewSummaries } from '../../db/schema/index.js';
import { collaboratorRows, proposalIdsCollaboratedBy, proposalIdsWhere, proposalRows } from '../proposals/index.js';
import { userHeadSql, userRows, userRowsAs } from '../users/index.js';

/**
 * An assigned review (pending or declared) is past its due date, India time, as SQL correlated on
 * `"proposals"."id"`: the admin's proposal list marks and filters by it (decision 191), read from the
 * partial index on open assignments by proposal and due date. Offered to the lists through the face.
 */
export const reviewOverdueSql: SQL<boolean> = sql<boolean>`exists (select 1 from "review_assignments" ra where ra.proposal_id = "proposals"."id" and ra.state in ('PENDING', 'DECLARED') and ra.due_date < ${sql.raw(`((now() at time zone 'UTC') + interval '330 minutes')::date`)})`;

/**
 * The metric registry's review figures of one proposal, as correlated SQL on its id (decision 260): its
 * submitted reviews (the summary row's count, by primary key) and those submitted on or before their due
 * day in India (the assignments by proposal index). Offered to the rounds' figures through the face.
 */
export const submittedReviewCountSql = (proposalId: SQL): SQL<number> =>
  sql<number>`coalesce((select s.review_count from ${reviewSummaries} s where s.proposal_id = ${proposalId}), 0)`;
export const onTimeReviewCountSql = (proposalId: SQL): SQL<number> =>
  sql<number>`(select count(*) from ${reviewAssignments} ra where ra.proposal_id = ${proposalId} and ra.state = 'SUBMITTED'
    and (ra.submitted_at at time zone 'Asia/Kolkata')::date <= ra.due_date)`;

/** Assignments whose review is still to come. */
export const OPEN_STATES = ['PENDING', 'DECLARED'] as const;
/** An assignment that is over without a review (released, declined, expired): the reviewer holds nothing. */
const live = () => notInArray(reviewAssignments.state, [...REVIEW_CLOSED_STATES]);

export async function findAssignment(db: DbOrTx, id: string): Promise<ReviewAssignmentRow | null> {
  const [row] = await db.select().from(reviewAssignments).where(eq(reviewAssignments.id, id)).limit(1);
  return row ?? null;
}

export async function lockAssignment(db: DbOrTx, id: string): Promise<ReviewAssignmentRow | null> {
  const [row] = await db.select().from(reviewAssignments).where(eq(reviewAssignments.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function updateAssignment(db: DbOrTx, id: string, values: Partial<typeof reviewAssignments.$inferInsert>): Promise<ReviewAssignmentRow> {
  const [row] = await db.update(reviewAssignments).set(values).where(eq(reviewAssignments.id, id)).returning();
  return row!;
}

export async function insertAssignment(db: DbOrTx, values: typeof reviewAssignments.$inferInsert): Promise<ReviewAssignmentRow> {
  const [row] = await db.insert(reviewAssignments).values(values).returning();
  return row!;
}

/** The reviewer's active (not released, declined or expired) assignment to the proposal, if any. */
export async function findActiveAssignment(db: DbOrTx, proposalId: string, reviewerId: string): Promise<ReviewAssignmentRow | null> {
  const [row] = await db
    .select()
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.proposalId, proposalId), eq(reviewAssignments.reviewerId, reviewerId), live()))
    .limit(1);
  return row ?? null;
}

export async function countActive(db: DbOrTx, proposalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.proposalId, proposalId), live()));
  return Number(row?.n ?? 0);
}

/** Whether the user reads the proposal as its reviewer: a reviewer now on an approved account, assigned, no conflict declared (declared or submitted). */
export async function isOpenToReviewer(db: DbOrTx, proposalId: string, reviewerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .innerJoin(userRows, eq(userRows.id, reviewAssignments.reviewerId))
    .where(
      and(
        eq(reviewAssignments.proposalId, proposalId),
        eq(reviewAssignments.reviewerId, reviewerId),
        inArray(reviewAssignments.state, ['DECLARED', 'SUBMITTED']),
        sql`'REVIEWER' = ANY(${userRows.roles})`,
        eq(userRows.status, 'APPROVED'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The reviewer's latest declared conflict on the proposal, if they declared one. */
export async function findDeclaredConflict(db: DbOrTx, proposalId: string, reviewerId: string): Promise<{ reason: string } | null> {
  const [row] = await db
    .select({ reason: reviewAssignments.conflictReason })
    .from(reviewAssignments)
    .where(
      and(eq(reviewAssignments.proposalId, proposalId), eq(reviewAssignments.reviewerId, reviewerId), eq(reviewAssignments.releaseReason, 'CONFLICT_DECLARED')),
    )
    .orderBy(desc(reviewAssignments.releasedAt))
    .limit(1);
  return row ? { reason: row.reason ?? '' } : null;
}

const reviewerUser = userRowsAs('reviewer');

/** Every assignment of a proposal, oldest first, with the reviewer's name and organisation and the colleague a decliner suggested. */
export async function listProposalAssignments(db: DbOrTx, proposalId: string) {
  return db
    .select({
      a: reviewAssignments,
      reviewer: { id: reviewerUser.id, name: reviewerUser.name, organization: reviewerUser.organization },
      suggestedName: userHeadSql(reviewAssignments.suggestedUserId).name,
    })
    .from(reviewAssignments)
    .innerJoin(reviewerUser, eq(reviewerUser.id, reviewAssignments.reviewerId))
    .where(eq(reviewAssignments.proposalId, proposalId))
    .orderBy(asc(reviewAssignments.createdAt), asc(reviewAssignments.id));
}

/** The reviewer's assignments (every state), soonest due first; their proposals are read through the proposals face. */
export async function listMine(db: DbOrTx, reviewerId: string): Promise<ReviewAssignmentRow[]> {
  return db
    .select()
    .from(reviewAssignments)
    .where(eq(reviewAssignments.reviewerId, reviewerId))
    .orderBy(asc(reviewAssignments.dueDate), asc(reviewAssignments.createdAt));
}

/** The open and the submitted reviews each of these reviewers holds, in one grouped query (released ones are not counted). */
export async function loadOf(db: DbOrTx, reviewerIds: string[]): Promise<Map<string, { open: number; submitted: number }>> {
  if (reviewerIds.length === 0) return new Map();
  const ra = reviewAssignments;
  const rows = await db
    .select({
      reviewerId: ra.reviewerId,
      open: sql<number>`count(*) filter (where ${ra.state} in ('PENDING', 'DECLARED'))`.mapWith(Number),
      submitted: sql<number>`count(*) filter (where ${ra.state} = 'SUBMITTED')`.mapWith(Number),
    })
    .from(ra)
    .where(inArray(ra.reviewerId, reviewerIds))
    .groupBy(ra.reviewerId);
  return new Map(rows.map(({ reviewerId, ...load }) => [reviewerId, load]));
}

/**
 * Each reviewer's figures (decision 258), from this module's own tables in two grouped reads: the load and
 * the counts over their assignments, and the focus areas and maximum load of their profile. DECLINED and
 * EXPIRED are compared as text, so the counts hold whichever states the enum has.
 */
export async function figuresOfMany(db: DbOrTx, reviewerIds: string[]): Promise<Map<string, ReviewerFigures>> {
  if (reviewerIds.length === 0) return new Map();
  const ra = reviewAssignments;
  const submitted = sql`${ra.state} = 'SUBMITTED'`;
  const orNull = (v: unknown) => (v === null ? null : Number(v));
  const [counts, profiles] = await Promise.all([
    db
      .select({
        reviewerId: ra.reviewerId,
        open: sql<number>`count(*) filter (where ${ra.state} in ('PENDING', 'DECLARED'))`.mapWith(Number),
        submitted: sql<number>`count(*) filter (where ${submitted})`.mapWith(Number),
        invited: sql<number>`count(*)`.mapWith(Number),
        accepted: sql<number>`count(*) filter (where ${ra.declaredAt} is not null and ${ra.releaseReason} is distinct from 'CONFLICT_DECLARED')`.mapWith(
          Number,
        ),
        declined: sql<number>`count(*) filter (where ${ra.state}::text = 'DECLINED')`.mapWith(Number),
        expired: sql<number>`count(*) filter (where ${ra.state}::text = 'EXPIRED')`.mapWith(Number),
        // Submitted on or before the due day, India time.
        onTime: sql<number>`count(*) filter (where ${submitted} and (${ra.submittedAt} at time zone 'Asia/Kolkata')::date <= ${ra.dueDate})`.mapWith(Number),
        medianDaysToSubmit: sql<
          number | null
        >`round((percentile_cont(0.5) within group (order by extract(epoch from ${ra.submittedAt} - ${ra.createdAt}) / 86400) filter (where ${submitted}))::numeric, 1)`.mapWith(
          orNull,
        ),
        meanDistance: sql<
          number | null
        >`round((avg(abs(${ra.weightedScore} - ${reviewSummaries.meanScore})) filter (where ${submitted} and ${ra.weightedScore} is not null))::numeric, 1)`.mapWith(
          orNull,
        ),
      })
      .from(ra)
      .leftJoin(reviewSummaries, eq(reviewSummaries.proposalId, ra.proposalId))
      .where(inArray(ra.reviewerId, reviewerIds))
      .groupBy(ra.reviewerId),
    db
      .select({ userId: reviewerProfiles.userId, focusAreas: reviewerProfiles.focusAreas, maxLoad: reviewerProfiles.maxLoad })
      .from(reviewerProfiles)
      .where(inArray(reviewerProfiles.userId, reviewerIds)),
  ]);
  const byId = new Map(counts.map(({ reviewerId, ...c }) => [reviewerId, c]));
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const none = { open: 0, submitted: 0, invited: 0, accepted: 0, declined: 0, expired: 0, onTime: 0, medianDaysToSubmit: null, meanDistance: null };
  return new Map(
    reviewerIds.map((id) => {
      const profile = profileOf.get(id);
      return [id, { ...(byId.get(id) ?? none), focusAreas: (profile?.focusAreas ?? []) as string[], maxLoad: profile?.maxLoad ?? REVIEWER_MAX_LOAD_DEFAULT }];
    }),
  );
}

export type ReviewerFigures = {
  open: number;
  submitted: number;
  invited: number;
  accepted: number;
  declined: number;
  expired: number;
  onTime: number;
  medianDaysToSubmit: number | null;
  meanDistance: number | null;
  focusAreas: string[];
  maxLoad: number;
};

/**
 * Each reviewer's record for the suggestions' weight (decision 275), in one grouped read: reviews
 * submitted, of those on time (on or before the due day, India time), invitations declined and expired.
 * A reviewer with no assignment ever is absent.
 */
export async function pastReviewsOf(
  db: DbOrTx,
  reviewerIds: string[],
): Promise<Map<string, { submitted: number; onTime: number; declined: number; expired: number }>> {
  if (reviewerIds.length === 0) return new Map();
  const ra = reviewAssignments;
  const submitted = sql`${ra.state} = 'SUBMITTED'`;
  const rows = await db
    .select({
      reviewerId: ra.reviewerId,
      submitted: sql<number>`count(*) filter (where ${submitted})`.mapWith(Number),
      onTime: sql<number>`count(*) filter (where ${submitted} and (${ra.submittedAt} at time zone 'Asia/Kolkata')::date <= ${ra.dueDate})`.mapWith(Number),
      declined: sql<number>`count(*) filter (where ${ra.state}::text = 'DECLINED')`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${ra.state}::text = 'EXPIRED')`.mapWith(Number),
    })
    .from(ra)
    .where(inArray(ra.reviewerId, reviewerIds))
    .groupBy(ra.reviewerId);
  return new Map(rows.map(({ reviewerId, ...past }) => [reviewerId, past]));
}

/** One reviewer's own figures with their open and submitted counts. */
export async function figuresOf(db: DbOrTx, userId: string): Promise<ReviewerFigures> {
  return (await figuresOfMany(db, [userId])).get(userId)!;
}

/** The submitted reviews of a proposal, in the order they came, with their reviewers. */
export async function listSubmitted(db: DbOrTx, proposalId: string) {
  return db
    .select({ a: reviewAssignments, reviewer: { id: reviewerUser.id, name: reviewerUser.name, organization: reviewerUser.organization } })
    .from(reviewAssignments)
    .innerJoin(reviewerUser, eq(reviewerUser.id, reviewAssignments.reviewerId))
    .where(and(eq(reviewAssignments.proposalId, proposalId), eq(reviewAssignments.state, 'SUBMITTED')))
    .orderBy(asc(reviewAssignments.submittedAt), asc(reviewAssignments.id));
}

/** The comments for the applicant of the submitted reviews, in no order that names anyone. */
export async function listApplicantComments(db: DbOrTx, proposalId: string): Promise<string[]> {
  const rows = await db
    .select({ comment: reviewAssignments.commentForApplicant })
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.proposalId, proposalId), eq(reviewAssignments.state, 'SUBMITTED')))
    .orderBy(asc(reviewAssignments.submittedAt));
  return rows.map((r) => r.comment).filter((c) => c.length > 0);
}

/** Releases the user's open assignments (their reviewer role removed); answers the released rows. */
export async function releaseOpenOf(db: DbOrTx, reviewerId: string) {
  return db
    .update(reviewAssignments)
    .set({ state: 'RELEASED', releaseReason: 'ROLE_REMOVED', releasedAt: new Date() })
    .where(and(eq(reviewAssignments.reviewerId, reviewerId), inArray(reviewAssignments.state, OPEN_STATES)))
    .returning();
}

/**
 * Rewrites the proposal's review summary from its submitted reviews, in the caller's transaction (the
 * one that submits or corrects a review, or releases an assignment): no submitted review, no row
 * (docs/decisions/190-review-summary.md). Reads the submitted reviews of one proposal from their index.
 */
export async function refreshReviewSummary(db: DbOrTx, proposalId: string): Promise<void> {
  await db.delete(reviewSummaries).where(eq(reviewSummaries.proposalId, proposalId));
  await db.execute(sql`
    insert into ${reviewSummaries} (proposal_id, review_count, mean_score, min_score, max_score, disagreement, fund, fund_with_changes, do_not_fund)
    select proposal_id, count(*)::int, avg(weighted_score), min(weighted_score), max(weighted_score),
      max(weighted_score) - min(weighted_score) > ${sql.raw(String(REVIEW_DISAGREEMENT_POINTS))},
      (count(*) filter (where recommendation = 'FUND'))::int,
      (count(*) filter (where recommendation = 'FUND_WITH_CHANGES'))::int,
      (count(*) filter (where recommendation = 'DO_NOT_FUND'))::int
    from ${reviewAssignments}
    where proposal_id = ${proposalId} and state = 'SUBMITTED' and weighted_score is not null
    group by proposal_id`);
}

export async function findReviewSummary(db: DbOrTx, proposalId: string) {
  const [row] = await db.select().from(reviewSummaries).where(eq(reviewSummaries.proposalId, proposalId)).limit(1);
  return row ?? null;
}

/**
 * The ranking: proposals with at least one submitted review, best mean weighted score first (ties by
 * more reviews, then id), a page at a time with the total. Reads the review summaries (one row per
 * proposal, kept when reviews change; docs/decisions/190-review-summary.md) joined to the proposals the
 * filters keep: nothing is aggregated here.
 */
export async function rankProposals(db: DbOrTx, q: Pick<ReviewRankingQuery, 'category' | 'type' | 'challengeId'>, page: { limit: number; offset: number }) {
  // The proposals the filters keep, as the proposals module's own subquery (decision 223): no join on its table.
  const kept = proposalIdsWhere(q);
  const s = reviewSummaries;
  const rows = await db
    .select({
      proposalId: s.proposalId,
      mean: s.meanScore,
      count: s.reviewCount,
      fund: s.fund,
      changes: s.fundWithChanges,
      notFund: s.doNotFund,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(s)
    .where(kept ? inArray(s.proposalId, kept) : undefined)
    .orderBy(desc(s.meanScore), desc(s.reviewCount), asc(s.proposalId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ fund, changes, notFund, ...r }) => ({
    ...r,
    recommendations: { FUND: fund, FUND_WITH_CHANGES: changes, DO_NOT_FUND: notFund } satisfies Record<ReviewRecommendation, number>,
  }));
}

/** review-reminders.ts reads the proposal of an assignment by this name; the proposals module owns the row. */
export { findProposal as findProposalRow } from '../proposals/index.js';

/**
 * The live (not released) assignments, on proposals under review, that a change to these proposals or
 * to these people can put in conflict: on one of the proposals, held by one of the people, or on a
 * proposal one of the people owns or is named on (decision 206). Ids only, oldest first.
 */
export async function liveAssignmentsTouching(db: DbOrTx, proposalIds: string[], userIds: string[]): Promise<{ id: string }[]> {
  const touches: SQL[] = [];
  if (proposalIds.length > 0) touches.push(inArray(reviewAssignments.proposalId, proposalIds));
  if (userIds.length > 0) {
    touches.push(inArray(reviewAssignments.reviewerId, userIds), inArray(proposalRows.userId, userIds));
    touches.push(sql`${reviewAssignments.proposalId} in ${proposalIdsCollaboratedBy(userIds)}`);
  }
  if (touches.length === 0) return [];
  return db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .innerJoin(proposalRows, eq(proposalRows.id, reviewAssignments.proposalId))
    .where(and(live(), eq(proposalRows.status, 'UNDER_REVIEW'), or(...touches)))
    .orderBy(asc(reviewAssignments.createdAt), asc(reviewAssignments.id));
}

/** The review summaries of these proposals (a round's agenda), by proposal. */
export async function summariesOf(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db.select().from(reviewSummaries).where(inArray(reviewSummaries.proposalId, proposalIds));
}

/** The comments for the applicant of the submitted reviews of these proposals, oldest first. */
export async function applicantCommentsOf(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({ proposalId: reviewAssignments.proposalId, comment: reviewAssignments.commentForApplicant })
    .from(reviewAssignments)
    .where(and(inArray(reviewAssignments.proposalId, proposalIds), eq(reviewAssignments.state, 'SUBMITTED')))
    .orderBy(asc(reviewAssignments.submittedAt));
}

/** Users' ids and organisations (the committee's members, the owners). */
export async function organizationsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select({ id: userRows.id, name: userRows.name, organization: userRows.organization }).from(userRows).where(inArray(userRows.id, userIds));
}

/** The collaborators of these proposals, with their organisations. */
export async function collaboratorsOfMany(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({ proposalId: collaboratorRows.proposalId, id: userRows.id, name: userRows.name, organization: userRows.organization })
    .from(collaboratorRows)
    .innerJoin(userRows, eq(userRows.id, collaboratorRows.userId))
    .where(inArray(collaboratorRows.proposalId, proposalIds));
}

/** The conflicts these reviewers declared on these proposals. */
export async function declaredConflictsOn(db: DbOrTx, proposalIds: string[], reviewerIds: string[]) {
  if (proposalIds.length === 0 || reviewerIds.length === 0) return [];
  return db
    .select({ proposalId: reviewAssignments.proposalId, reviewerId: reviewAssignments.reviewerId, reason: reviewAssignments.conflictReason })
    .from(reviewAssignments)
    .where(
      and(
        inArray(reviewAssignments.proposalId, proposalIds),
        inArray(reviewAssignments.reviewerId, reviewerIds),
        eq(reviewAssignments.releaseReason, 'CONFLICT_DECLARED'),
      ),
    );
}

/**
 * The proposals of the last three years that name any of these users (as owner or collaborator), as
 * (proposal, title, user) pairs: the "named together" rule checked for many pairs at once.
 */
export async function namingsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  const since = new Date();
  since.setUTCFullYear(since.getUTCFullYear() - REVIEW_CONFLICT_LOOKBACK_YEARS);
  const owned = db
    .select({ proposalId: proposalRows.id, title: proposalRows.title, userId: proposalRows.userId })
    .from(proposalRows)
    .where(and(inArray(proposalRows.userId, userIds), gte(proposalRows.createdAt, since)));
  const named = db
    .select({ proposalId: proposalRows.id, title: proposalRows.title, userId: collaboratorRows.userId })
    .from(collaboratorRows)
    .innerJoin(proposalRows, eq(proposalRows.id, collaboratorRows.proposalId))
    .where(and(inArray(collaboratorRows.userId, userIds), gte(proposalRows.createdAt, since)));
  return owned.unionAll(named);
}

/** The reviewer's profile row; null before their first save. */
export async function findReviewerProfile(db: DbOrTx, userId: string): Promise<ReviewerProfileRow | null> {
  const [row] = await db.select().from(reviewerProfiles).where(eq(reviewerProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/** The past affiliations in the profiles of these people (a committee's members), by user id. */
export async function affiliationsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: reviewerProfiles.userId, affiliations: reviewerProfiles.affiliations })
    .from(reviewerProfiles)
    .where(inArray(reviewerProfiles.userId, userIds));
}

/** Writes the whole profile (insert or replace), answering the row. */
export async function saveReviewerProfile(
  db: DbOrTx,
  userId: string,
  values: Omit<typeof reviewerProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>,
): Promise<ReviewerProfileRow> {
  const [row] = await db
    .insert(reviewerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reviewerProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/**
 * Every approved reviewer with their profile (null before the first save) and their open load, for the
 * suggestions; ordered by id so that ties fall the same way every time.
 */
export async function reviewerCandidates(db: DbOrTx) {
  const reviewer = sql`${sql.identifier('user_rows')}.${sql.identifier('id')}`;
  const load = sql<number>`(select count(*) from ${reviewAssignments} ra where ra.reviewer_id = ${reviewer} and ra.state in ('PENDING', 'DECLARED'))`.mapWith(
    Number,
  );
  return db
    .select({ id: userRows.id, name: userRows.name, organization: userRows.organization, load, profile: reviewerProfiles })
    .from(userRows)
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, userRows.id))
    .where(and(sql`'REVIEWER' = ANY(${userRows.roles})`, eq(userRows.status, 'APPROVED')))
    .orderBy(asc(userRows.id));
}

/** The reviewers whose assignment on this proposal ended (declined, expired, released): never suggested for it again. */
export async function endedOn(db: DbOrTx, proposalId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reviewerId: reviewAssignments.reviewerId })
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.proposalId, proposalId), inArray(reviewAssignments.state, [...REVIEW_CLOSED_STATES])));
  return rows.map((r) => r.reviewerId);
}

/** The live (not released) panels of these proposals: each reviewer with their organisation, for a round's plan. */
export async function activePanelsOf(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({ proposalId: reviewAssignments.proposalId, reviewerId: reviewAssignments.reviewerId, organization: userRows.organization })
    .from(reviewAssignments)
    .innerJoin(userRows, eq(userRows.id, reviewAssignments.reviewerId))
    .where(and(inArray(reviewAssignments.proposalId, proposalIds), live()))
    .orderBy(asc(reviewAssignments.proposalId), asc(reviewAssignments.reviewerId));
}

/** The open load (pending or declared assignments) of these reviewers, read after their rows are locked. */
export async function openLoadsOf(db: DbOrTx, reviewerIds: string[]): Promise<Map<string, number>> {
  if (reviewerIds.length === 0) return new Map();
  const rows = await db
    .select({ reviewerId: reviewAssignments.reviewerId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewAssignments)
    .where(and(inArray(reviewAssignments.reviewerId, reviewerIds), inArray(reviewAssignments.state, [...OPEN_STATES])))
    .groupBy(reviewAssignments.reviewerId);
  return new Map(rows.map((r) => [r.reviewerId, r.n]));
}
