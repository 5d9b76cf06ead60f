import { REVIEW_CONFLICT_LOOKBACK_YEARS, REVIEW_DISAGREEMENT_POINTS, REVIEWER_MAX_LOAD_DEFAULT, type ReviewRecommendation } from '@portal/shared';
import type { ReviewersQuery, ReviewRankingQuery } from '@portal/shared/schemas';
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  challengeMappings,
  proposalCollaborators,
  proposals,
  reviewAssignments,
  type ReviewAssignmentRow,
  reviewerProfiles,
  type ReviewerProfileRow,
  reviewSummaries,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';

/**
 * An assigned review (pending or declared) is past its due date, India time, as SQL correlated on
 * `"proposals"."id"`: the admin's proposal list marks and filters by it (decision 191), read from the
 * partial index on open assignments by proposal and due date. Offered to the lists through the face.
 */
export const reviewOverdueSql: SQL<boolean> = sql<boolean>`exists (select 1 from "review_assignments" ra where ra.proposal_id = "proposals"."id" and ra.state in ('PENDING', 'DECLARED') and ra.due_date < ${sql.raw(`((now() at time zone 'UTC') + interval '330 minutes')::date`)})`;

/** Assignments whose review is still to come. */
export const OPEN_STATES = ['PENDING', 'DECLARED'] as const;

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

/** The reviewer's active (not released) assignment to the proposal, if any. */
export async function findActiveAssignment(db: DbOrTx, proposalId: string, reviewerId: string): Promise<ReviewAssignmentRow | null> {
  const [row] = await db
    .select()
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.proposalId, proposalId), eq(reviewAssignments.reviewerId, reviewerId), ne(reviewAssignments.state, 'RELEASED')))
    .limit(1);
  return row ?? null;
}

export async function countActive(db: DbOrTx, proposalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.proposalId, proposalId), ne(reviewAssignments.state, 'RELEASED')));
  return Number(row?.n ?? 0);
}

/** Whether the user reads the proposal as its reviewer: a reviewer now on an approved account, assigned, no conflict declared (declared or submitted). */
export async function isOpenToReviewer(db: DbOrTx, proposalId: string, reviewerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
    .where(
      and(
        eq(reviewAssignments.proposalId, proposalId),
        eq(reviewAssignments.reviewerId, reviewerId),
        inArray(reviewAssignments.state, ['DECLARED', 'SUBMITTED']),
        sql`'REVIEWER' = ANY(${users.roles})`,
        eq(users.status, 'APPROVED'),
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

const reviewerUser = aliasedTable(users, 'reviewer');

/** Every assignment of a proposal, oldest first, with the reviewer's name and organisation. */
export async function listProposalAssignments(db: DbOrTx, proposalId: string) {
  return db
    .select({ a: reviewAssignments, reviewer: { id: reviewerUser.id, name: reviewerUser.name, organization: reviewerUser.organization } })
    .from(reviewAssignments)
    .innerJoin(reviewerUser, eq(reviewerUser.id, reviewAssignments.reviewerId))
    .where(eq(reviewAssignments.proposalId, proposalId))
    .orderBy(asc(reviewAssignments.createdAt), asc(reviewAssignments.id));
}

/** The reviewer's assignments (every state), soonest due first, with the proposal's title, kind and status. */
export async function listMine(db: DbOrTx, reviewerId: string) {
  return db
    .select({
      a: reviewAssignments,
      title: proposals.title,
      category: proposals.category,
      type: proposals.type,
      status: proposals.status,
      reference: proposals.reference,
    })
    .from(reviewAssignments)
    .innerJoin(proposals, eq(proposals.id, reviewAssignments.proposalId))
    .where(eq(reviewAssignments.reviewerId, reviewerId))
    .orderBy(asc(reviewAssignments.dueDate), asc(reviewAssignments.createdAt));
}

const ownerUser = aliasedTable(users, 'owner');

/**
 * One assignment with its proposal's title, kind, status and reference, and the organisations the
 * reviewer weighs before declaring: the one the applicant entered and the one on the applicant's profile.
 */
export async function findWithProposal(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      a: reviewAssignments,
      title: proposals.title,
      category: proposals.category,
      type: proposals.type,
      status: proposals.status,
      reference: proposals.reference,
      orgName: proposals.orgName,
      ownerOrganization: ownerUser.organization,
    })
    .from(reviewAssignments)
    .innerJoin(proposals, eq(proposals.id, reviewAssignments.proposalId))
    .innerJoin(ownerUser, eq(ownerUser.id, proposals.userId))
    .where(eq(reviewAssignments.id, id))
    .limit(1);
  return row ?? null;
}

/** Reviewers (the REVIEWER role) matching the query, with their open and submitted reviews. */
/**
 * A reviewer's figures (decision 258), computed in SQL from their assignments, as select fields for a
 * query over users (`reviewer`: the outer user's id). DECLINED and EXPIRED are counted by their text so
 * the count holds whichever states the enum has.
 */
export function reviewerFigureFields(reviewer: SQL) {
  const ra = (where: SQL) => sql<number>`(select count(*) from ${reviewAssignments} ra where ra.reviewer_id = ${reviewer} and ${where})`.mapWith(Number);
  return {
    focusAreas: sql<string[]>`coalesce((select rp.focus_areas from ${reviewerProfiles} rp where rp.user_id = ${reviewer}), '[]'::jsonb)`,
    maxLoad: sql<number>`coalesce((select rp.max_load from ${reviewerProfiles} rp where rp.user_id = ${reviewer}), ${REVIEWER_MAX_LOAD_DEFAULT})`.mapWith(
      Number,
    ),
    invited: ra(sql`true`),
    accepted: ra(sql`ra.declared_at is not null and ra.release_reason is distinct from 'CONFLICT_DECLARED'`),
    declined: ra(sql`ra.state::text = 'DECLINED'`),
    expired: ra(sql`ra.state::text = 'EXPIRED'`),
    // Submitted on or before the due day, India time.
    onTime: ra(sql`ra.state = 'SUBMITTED' and (ra.submitted_at at time zone 'Asia/Kolkata')::date <= ra.due_date`),
    medianDaysToSubmit: sql<
      number | null
    >`(select round((percentile_cont(0.5) within group (order by extract(epoch from ra.submitted_at - ra.created_at) / 86400))::numeric, 1) from ${reviewAssignments} ra where ra.reviewer_id = ${reviewer} and ra.state = 'SUBMITTED')`.mapWith(
      (v: unknown) => (v === null ? null : Number(v)),
    ),
    meanDistance: sql<
      number | null
    >`(select round(avg(abs(ra.weighted_score - rs.mean_score))::numeric, 1) from ${reviewAssignments} ra join ${reviewSummaries} rs on rs.proposal_id = ra.proposal_id where ra.reviewer_id = ${reviewer} and ra.state = 'SUBMITTED' and ra.weighted_score is not null)`.mapWith(
      (v: unknown) => (v === null ? null : Number(v)),
    ),
  };
}

/** One reviewer's own figures with their open and submitted counts; null when the user does not exist. */
export async function figuresOf(db: DbOrTx, userId: string) {
  const reviewer = sql`${users}.${sql.identifier('id')}`;
  const [row] = await db
    .select({
      open: sql<number>`(select count(*) from ${reviewAssignments} ra where ra.reviewer_id = ${reviewer} and ra.state in ('PENDING', 'DECLARED'))`.mapWith(
        Number,
      ),
      submitted: sql<number>`(select count(*) from ${reviewAssignments} ra where ra.reviewer_id = ${reviewer} and ra.state = 'SUBMITTED')`.mapWith(Number),
      ...reviewerFigureFields(reviewer),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function searchReviewers(db: DbOrTx, q: ReviewersQuery) {
  const filters: SQL[] = [sql`'REVIEWER' = ANY(${users.roles})`];
  if (q.query) {
    const like = containsPattern(q.query);
    filters.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.organization, like))!);
  }
  const where = and(...filters);
  // The outer row named in full: in a select from one table Drizzle writes ${users.id} as a bare "id",
  // which inside the subquery is the assignment's own id, and every count was 0.
  const reviewer = sql`${users}.${sql.identifier('id')}`;
  const open = sql<number>`(select count(*) from ${reviewAssignments} ra where ra.reviewer_id = ${reviewer} and ra.state in ('PENDING', 'DECLARED'))`.mapWith(
    Number,
  );
  const submitted = sql<number>`(select count(*) from ${reviewAssignments} ra where ra.reviewer_id = ${reviewer} and ra.state = 'SUBMITTED')`.mapWith(Number);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, organization: users.organization, open, submitted, ...reviewerFigureFields(reviewer) })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total) };
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

const rankingFilters = (q: Pick<ReviewRankingQuery, 'category' | 'type' | 'challengeId'>): SQL[] => {
  const f: SQL[] = [];
  if (q.category) f.push(eq(proposals.category, q.category));
  if (q.type) f.push(eq(proposals.type, q.type));
  if (q.challengeId) f.push(sql`exists (select 1 from ${challengeMappings} cm where cm.proposal_id = ${proposals.id} and cm.challenge_id = ${q.challengeId})`);
  return f;
};

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
  const filters = rankingFilters(q);
  const s = reviewSummaries;
  const rows = await db
    .select({
      proposalId: proposals.id,
      title: proposals.title,
      reference: proposals.reference,
      category: proposals.category,
      type: proposals.type,
      status: proposals.status,
      orgName: proposals.orgName,
      mean: s.meanScore,
      count: s.reviewCount,
      fund: s.fund,
      changes: s.fundWithChanges,
      notFund: s.doNotFund,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(s)
    .innerJoin(proposals, eq(proposals.id, s.proposalId))
    .where(filters.length ? and(...filters) : undefined)
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
    touches.push(inArray(reviewAssignments.reviewerId, userIds), inArray(proposals.userId, userIds));
    touches.push(
      sql`exists (select 1 from ${proposalCollaborators} pc where pc.proposal_id = ${reviewAssignments.proposalId} and pc.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (touches.length === 0) return [];
  return db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .innerJoin(proposals, eq(proposals.id, reviewAssignments.proposalId))
    .where(and(ne(reviewAssignments.state, 'RELEASED'), eq(proposals.status, 'UNDER_REVIEW'), or(...touches)))
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
  return db.select({ id: users.id, name: users.name, organization: users.organization }).from(users).where(inArray(users.id, userIds));
}

/** The collaborators of these proposals, with their organisations. */
export async function collaboratorsOfMany(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({ proposalId: proposalCollaborators.proposalId, id: users.id, name: users.name, organization: users.organization })
    .from(proposalCollaborators)
    .innerJoin(users, eq(users.id, proposalCollaborators.userId))
    .where(inArray(proposalCollaborators.proposalId, proposalIds));
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
    .select({ proposalId: proposals.id, title: proposals.title, userId: proposals.userId })
    .from(proposals)
    .where(and(inArray(proposals.userId, userIds), gte(proposals.createdAt, since)));
  const named = db
    .select({ proposalId: proposals.id, title: proposals.title, userId: proposalCollaborators.userId })
    .from(proposalCollaborators)
    .innerJoin(proposals, eq(proposals.id, proposalCollaborators.proposalId))
    .where(and(inArray(proposalCollaborators.userId, userIds), gte(proposals.createdAt, since)));
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
  const reviewer = sql`${users}.${sql.identifier('id')}`;
  const load = sql<number>`(select count(*) from ${reviewAssignments} ra where ra.reviewer_id = ${reviewer} and ra.state in ('PENDING', 'DECLARED'))`.mapWith(
    Number,
  );
  return db
    .select({ id: users.id, name: users.name, organization: users.organization, load, profile: reviewerProfiles })
    .from(users)
    .leftJoin(reviewerProfiles, eq(reviewerProfiles.userId, users.id))
    .where(and(sql`'REVIEWER' = ANY(${users.roles})`, eq(users.status, 'APPROVED')))
    .orderBy(asc(users.id));
}

/** The live (not released) panels of these proposals: each reviewer with their organisation, for a round's plan. */
export async function activePanelsOf(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({ proposalId: reviewAssignments.proposalId, reviewerId: reviewAssignments.reviewerId, organization: users.organization })
    .from(reviewAssignments)
    .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
    .where(and(inArray(reviewAssignments.proposalId, proposalIds), ne(reviewAssignments.state, 'RELEASED')))
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
