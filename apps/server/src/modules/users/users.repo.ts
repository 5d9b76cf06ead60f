import { USER_STATUSES, type UserStatus } from '@portal/shared';
import type { AdminUsersQuery } from '@portal/shared/schemas';
import { and, type AnyColumn, asc, count, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../lib/sql.js';
import { FOCUS_MASK_BITS, focusMaskOf, PARTNER_CANDIDATE_PREDICATE, users } from '../../db/schema/index.js';
import { profileCompleteSql } from './profile-completeness.js';

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Many users' rows (a round's release mails each applicant). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** The new account's row; null when the address already has one. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

/** Many users' rows (a round's release mails each applicant). */
export async function findUsers(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** Profile names of these users, by id (an asking admin's, a reply's author). */
export async function userNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The users' columns another module may join its rows to, as a derived table under the given name (decision
 * 282): PostgreSQL pulls the subquery up into the caller's join, so the plan and the indexes are the join's.
 */
export function userRowsAs<N extends string>(name: N) {
  return new QueryBuilder()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      organization: users.organization,
      organizationCategory: users.organizationCategory,
      roles: users.roles,
      status: users.status,
    })
    .from(users)
    .as(name);
}

export const userRows = userRowsAs('user_rows');

/**
 * A person's name and roles beside another module's row, as SQL correlated on the user's id (a column of the
 * caller's query): one query, each a look-up by the users' primary key (decision 282).
 */
export function userHeadSql(userId: AnyColumn | SQL) {
  return {
    // Nested, so that a one-table select keeps the columns qualified (drizzle strips the table from a top-level column only).
    name: sql<string | null>`${sql`(select ${users.name} from ${users} where ${users.id} = ${userId})`}`,
    roles: sql<string[] | null>`${sql`(select ${users.roles}::text[] from ${users} where ${users.id} = ${userId})`}`,
  };
}

/**
 * True where the user whose id is `userId` (a column of the caller's query) is of this organisation
 * category (their profile's): for another module's filter, a look-up by the users' primary key (decision 282).
 */
export function inOrganizationCategorySql(userId: AnyColumn | SQL, category: string): SQL<boolean> {
  return sql<boolean>`${sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.organizationCategory} = ${category})`}`;
}

/** The user's row locked until the transaction ends (a per-account count cannot be passed twice at once). */
export async function lockUser(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

const collaboratorColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  organization: users.organization,
  organizationCategory: users.organizationCategory,
};

/**
 * Users who may be named as collaborators: e-mail verified, profile complete, not admins, not the
 * caller; matched on part of the name or organisation, never on an address, whole or in part
 * (decisions 124 and 207), a short page only.
 */
export async function searchCollaborators(db: DbOrTx, q: { query: string; limit: number; excludeUserId: string }) {
  const filters: SQL[] = [eq(users.isEmailVerified, true), sql`NOT ('ADMIN' = ANY(${users.roles}))`, ne(users.id, q.excludeUserId), profileCompleteSql()];
  const like = containsPattern(q.query);
  // Names and organisations only: an address finds no one, so the search cannot confirm that one is registered (decision 207).
  filters.push(or(ilike(users.name, like), ilike(users.organization, like))!);
  return db
    .select(collaboratorColumns)
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.limit);
}

/** The users with these ids, as much as deciding whether they may be collaborators needs. */
export async function findUsersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...collaboratorColumns, language: users.language, isEmailVerified: users.isEmailVerified, roles: users.roles })
    .from(users)
    .where(inArray(users.id, ids));
}

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  name: users.name,
  email: users.email,
  organization: users.organization,
  status: users.status,
} as const;

/** One page of users for the admin list, filtered and sorted in SQL, with the total for paging. */
export async function searchUsers(db: DbOrTx, q: AdminUsersQuery) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(users.status, q.status));
  if (q.organizationCategory === '') filters.push(isNull(users.organizationCategory));
  else if (q.organizationCategory) filters.push(eq(users.organizationCategory, q.organizationCategory));
  if (q.query) {
    const like = containsPattern(q.query);
    filters.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.organization, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const column = SORT_COLUMNS[q.sortBy as keyof typeof SORT_COLUMNS];
  const order = q.sortOrder === 'asc' ? asc(column) : desc(column);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order, desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** One page of the users holding `role` whose name, address or organisation holds `query`, by name, with the total. */
export async function searchByRole(
  db: DbOrTx,
  role: (typeof users.$inferSelect)['roles'][number],
  q: { query?: string | undefined; page: number; limit: number },
) {
  const filters: SQL[] = [sql`${role} = ANY(${users.roles})`];
  if (q.query) {
    const like = containsPattern(q.query);
    filters.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.organization, like))!);
  }
  const where = and(...filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, organization: users.organization })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** How many users have each status, in one query; a status nobody has counts 0. */
export async function countUsersByStatus(db: DbOrTx): Promise<Record<UserStatus, number>> {
  const rows = await db.select({ status: users.status, total: count() }).from(users).groupBy(users.status);
  const counts = Object.fromEntries(USER_STATUSES.map((s) => [s, 0])) as Record<UserStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/** The ids of every administrator: who is told of new submissions and applicants' edits. */
export async function listAdminIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'ADMIN' = ANY(${users.roles})`);
  return rows.map((r) => r.id);
}

/** A text[] of values, each a parameter. */
const textArray = (values: readonly string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** Organisation categories that complement each other (docs/architecture.md#partners-by-consent): industry or MSME with academia or a research institute, a startup with an incubator. */
const COMPLEMENTS: Readonly<Record<string, readonly string[]>> = {
  Industry: ['Academia', 'Reasearch Institute'],
  MSME: ['Academia', 'Reasearch Institute'],
  Academia: ['Industry', 'MSME'],
  'Reasearch Institute': ['Industry', 'MSME'],
  Startup: ['Incubator'],
  Incubator: ['Startup'],
};
export const complementsOf = (category: string | null): readonly string[] => (category ? (COMPLEMENTS[category] ?? []) : []);

/**
 * Partner candidates for a caller, scored in SQL (decision 287): approved, open to collaborate, not admins,
 * not the caller nor anyone in `exceptIds`; three points per focus area shared with the caller's profile,
 * two for a complementary category, one per area of the caller's own work in their profile. Only those
 * with some score, best first, at most `limit` (the bounded candidate set). The ranking reads the partial
 * index `users_partner_candidates_idx` alone (the focus areas as bits, the category, the date, the id);
 * only the `limit` ranked rows are then read, by their primary key, and their areas in common named here.
 */
export async function partnerCandidates(
  db: DbOrTx,
  q: { callerId: string; focusAreas: string[]; workAreas: string[]; complements: readonly string[]; exceptIds: string[]; limit: number },
) {
  const bits = (mask: number) => sql`bit_count((${users.focusMask} & ${mask}::int)::bit(${sql.raw(String(FOCUS_MASK_BITS))}))::int`;
  const complementary = q.complements.length
    ? sql<boolean>`coalesce(${users.organizationCategory}::text = any(${textArray(q.complements)}), false)`
    : sql<boolean>`false`;
  const score = sql<number>`(3 * ${bits(focusMaskOf(q.focusAreas))} + 2 * (${complementary})::int + ${bits(focusMaskOf(q.workAreas))})`;
  // The index's own predicate, written as it is (no parameters), so that the planner sees the index applies.
  const filters: SQL[] = [PARTNER_CANDIDATE_PREDICATE, ne(users.id, q.callerId), sql`${score} > 0`];
  if (q.exceptIds.length) filters.push(notInArray(users.id, q.exceptIds));
  // The best `limit` ids, ranked from the index alone; then those rows by their primary key.
  const ranked = db
    .select({ id: users.id })
    .from(users)
    .where(and(...filters))
    .orderBy(desc(score), desc(users.createdAt), asc(users.id))
    .limit(q.limit);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      organization: users.organization,
      organizationCategory: users.organizationCategory,
      collaborationOffer: users.collaborationOffer,
      focusAreas: users.focusAreas,
      complementary,
      score,
    })
    .from(users)
    .where(sql`${users.id} = any(array(${ranked}))`)
    .orderBy(desc(score), desc(users.createdAt), asc(users.id));
  const common = (areas: readonly string[], theirs: readonly string[]) => [...new Set(theirs.filter((a) => areas.includes(a)))];
  return rows.map((r) => ({ ...r, shared: common(q.focusAreas, r.focusAreas), sharedWork: common(q.workAreas, r.focusAreas) }));
}

/** The people of requests to collaborate: what the other side sees, contact included (shown only once accepted). */
export async function collabPeople(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, CollabPerson>();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      organization: users.organization,
      organizationCategory: users.organizationCategory,
      status: users.status,
      roles: users.roles,
      openToCollaborate: users.openToCollaborate,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export type CollabPerson = {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: string | null;
  organizationCategory: (typeof users.$inferSelect)['organizationCategory'];
  status: UserStatus;
  roles: (typeof users.$inferSelect)['roles'];
  openToCollaborate: boolean;
  language: string;
};

/**
 * Who may sit on an evaluation round's committee (decision 285): an approved account with a verified address
 * that holds the ADMIN role (the mission's officers) or the REVIEWER role (its vetted experts). Applicants
 * without either role do not sit on the committee that decides their round.
 */
function committeeEligibleSql(): SQL {
  return and(eq(users.status, 'APPROVED'), eq(users.isEmailVerified, true), sql`${users.roles} && ARRAY['ADMIN', 'REVIEWER']::role[]`)!;
}

/** A small page of the people eligible for a committee whose name or address holds `query`, by name. */
export async function searchCommitteeCandidates(db: DbOrTx, q: { query: string; limit: number }) {
  const like = containsPattern(q.query);
  return db
    .select({ id: users.id, name: users.name, organization: users.organization, designation: users.designation })
    .from(users)
    .where(and(committeeEligibleSql(), or(ilike(users.name, like), ilike(users.email, like))))
    .orderBy(asc(users.name), asc(users.id))
    .limit(q.limit);
}

/** Of these ids, those eligible for a committee. */
export async function committeeEligibleIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), committeeEligibleSql()));
  return new Set(rows.map((r) => r.id));
}
