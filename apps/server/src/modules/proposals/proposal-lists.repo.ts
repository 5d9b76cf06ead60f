import type { AdminProposalsQuery, MyProposalsQuery } from '@portal/shared/schemas';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { proposalCollaborators, proposals } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import { answersChallengeSql } from '../challenges/index.js';
import { inOrganizationCategorySql } from '../users/index.js';
import { awaitingApplicantSql, clarificationOverdueSql, daysInReviewSql, likelyDuplicateSql, reviewOverdueSql } from './proposal-hooks.js';

/** The columns a list row needs (ProposalRow); an export adds the applicant's contact. */
export const rowColumns = {
  id: proposals.id,
  category: proposals.category,
  type: proposals.type,
  status: proposals.status,
  title: proposals.title,
  name: proposals.name,
  orgName: proposals.orgName,
  orgType: proposals.orgType,
  focusArea: proposals.focusArea,
  createdAt: proposals.createdAt,
  submittedAt: proposals.submittedAt,
  updatedAt: proposals.updatedAt,
  postOnPortal: proposals.postOnPortal,
  ownerApproved: proposals.ownerApproved,
  reference: proposals.reference,
  lastSavedBy: proposals.lastSavedBy,
  projectCost: proposals.projectCost,
  requestedGrant: proposals.requestedGrant,
  awaitingApplicant: awaitingApplicantSql,
  clarificationOverdue: clarificationOverdueSql,
  daysInReview: daysInReviewSql,
};
export const exportColumns = { ...rowColumns, email: proposals.email, mobile: proposals.mobile };

type SortField = AdminProposalsQuery['sortBy'];
type Sort = { sortBy: SortField; sortOrder: 'asc' | 'desc' };

// Days in review sort with a proposal no longer under review below every one that is (-1); a proposal
// with no submission time (a draft, or one whose time was not recorded) before every submitted one.
const SORT_COLUMNS = {
  createdAt: proposals.createdAt,
  submittedAt: sql`coalesce(${proposals.submittedAt}, '-infinity'::timestamptz)`,
  updatedAt: proposals.updatedAt,
  title: proposals.title,
  daysInReview: sql`coalesce(${daysInReviewSql}, -1)`,
} as const;
// The SQL type of each sort key, to compare a keyset position read back as text without losing precision.
const SORT_TYPES = { createdAt: 'timestamptz', submittedAt: 'timestamptz', updatedAt: 'timestamptz', title: 'text', daysInReview: 'integer' } as const;

/** Sorted by the chosen column, then by id in the same direction, so pages and batches never overlap. */
function orderOf(s: Sort): SQL[] {
  const dir = s.sortOrder === 'asc' ? asc : desc;
  return [dir(SORT_COLUMNS[s.sortBy]), dir(proposals.id)];
}

/** Filters the submitter's and the admin's lists share. */
function kindFilters(q: Pick<MyProposalsQuery, 'category' | 'type' | 'status'>): SQL[] {
  const filters: SQL[] = [];
  if (q.category) filters.push(eq(proposals.category, q.category));
  if (q.type) filters.push(eq(proposals.type, q.type));
  if (q.status) filters.push(eq(proposals.status, q.status));
  return filters;
}

/**
 * The caller's own proposals, or (role=collaborator) those naming the caller. Served by
 * proposals_user_kind_status_created_idx and proposal_collaborators_user_idx.
 */
export async function listMine(db: DbOrTx, userId: string, q: MyProposalsQuery) {
  const whose =
    q.role === 'collaborator'
      ? inArray(proposals.id, db.select({ id: proposalCollaborators.proposalId }).from(proposalCollaborators).where(eq(proposalCollaborators.userId, userId)))
      : eq(proposals.userId, userId);
  const where = and(whose, ...kindFilters(q));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(proposals)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(proposals).where(where),
  ]);
  return { rows, total: Number(total) };
}

export type AdminFilters = Omit<AdminProposalsQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

/**
 * The admin's filters. The text query matches the title, the applicant's name, the organisation or the
 * reference number as
 * a literal substring (wildcards escaped); organisationCategory is the applicant's (their profile).
 */
function adminWhere(q: AdminFilters): SQL | undefined {
  // Drafts are their applicants' alone: no admin list, count or export shows them (decision 150).
  const filters = [...kindFilters(q), ne(proposals.status, 'DRAFT')];
  if (q.query) {
    const like = containsPattern(q.query);
    filters.push(or(ilike(proposals.title, like), ilike(proposals.name, like), ilike(proposals.orgName, like), ilike(proposals.reference, like))!);
  }
  if (q.organization) filters.push(ilike(proposals.orgName, containsPattern(q.organization)));
  if (q.focusArea) filters.push(sql`${q.focusArea} = any(${proposals.focusArea})`);
  if (q.organizationCategory) filters.push(inOrganizationCategorySql(proposals.userId, q.organizationCategory));
  if (q.challengeId) filters.push(answersChallengeSql(proposals.id, q.challengeId));
  if (q.month) {
    const [from, to] = indiaMonthBounds(q.month);
    filters.push(gte(proposals.submittedAt, from), lt(proposals.submittedAt, to));
  }
  if (q.awaitingApplicant === 'true') filters.push(awaitingApplicantSql);
  if (q.awaitingApplicant === 'overdue') filters.push(clarificationOverdueSql);
  if (q.awaitingApplicant === 'false') filters.push(sql`not ${awaitingApplicantSql}`);
  if (q.reviewOverdue === 'true') filters.push(reviewOverdueSql);
  if (q.reviewOverdue === 'false') filters.push(sql`not ${reviewOverdueSql}`);
  return filters.length ? and(...filters) : undefined;
}

/** A month (YYYY-MM) as instants: its first midnight in India, and the next month's (UTC+05:30 all year). */
export function indiaMonthBounds(month: string): [Date, Date] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [new Date(`${month}-01T00:00:00+05:30`), new Date(`${next}-01T00:00:00+05:30`)];
}

/** One page of every proposal for the admin, filtered, sorted and paged in SQL. */
export async function listForAdmin(db: DbOrTx, q: AdminProposalsQuery) {
  const where = adminWhere(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ ...rowColumns, reviewOverdue: reviewOverdueSql, likelyDuplicate: likelyDuplicateSql })
      .from(proposals)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(proposals).where(where),
  ]);
  return { rows, total: Number(total) };
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];
export type KeysetPosition = { key: string; id: string };

/**
 * One batch of the admin's export after `after` (keyset: the sort key and id of the last row sent),
 * so an export of any size reads a bounded number of rows at a time and never skips or repeats one.
 */
export async function exportBatch(db: DbOrTx, q: AdminFilters & Sort, after: KeysetPosition | null, size: number) {
  const column = SORT_COLUMNS[q.sortBy];
  const filters: SQL[] = [];
  const where = adminWhere(q);
  if (where) filters.push(where);
  if (after) {
    const key = sql`cast(${after.key} as ${sql.raw(SORT_TYPES[q.sortBy])})`;
    filters.push(
      q.sortOrder === 'asc' ? sql`(${column}, ${proposals.id}) > (${key}, ${after.id}::uuid)` : sql`(${column}, ${proposals.id}) < (${key}, ${after.id}::uuid)`,
    );
  }
  return db
    .select({ ...exportColumns, sortKey: sql<string>`${column}::text` })
    .from(proposals)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(...orderOf(q))
    .limit(size);
}
