import { USER_STATUSES, type UserStatus } from '@portal/shared';
import type { AdminUsersQuery } from '@portal/shared/schemas';
import { and, type AnyColumn, asc, count, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../lib/sql.js';
import { users } from '../../db/schema/index.js';
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
 * Partner candidates for a caller, scored in SQL on the partial index of those open to collaborate:
 * approved, not admins, not the caller nor anyone in `exceptIds`; three points per focus area shared
 * with the caller's profile, two for a complementary category, one per area of the caller's own work in
 * their profile. Only those with some score, best first, at most `limit` (the bounded candidate set).
 */
export async function partnerCandidates(
  db: DbOrTx,
  q: { callerId: string; focusAreas: string[]; workAreas: string[]; complements: readonly string[]; exceptIds: string[]; limit: number },
) {
  const areas = textArray(q.focusAreas);
  const work = textArray(q.workAreas);
  const shared = sql<string[]>`array(select unnest(${users.focusAreas}) intersect select unnest(${areas}))`;
  const sharedWork = sql<string[]>`array(select unnest(${users.focusAreas}) intersect select unnest(${work}))`;
  const complementary = q.complements.length
    ? sql<boolean>`coalesce(${users.organizationCategory}::text = any(${textArray(q.complements)}), false)`
    : sql<boolean>`false`;
  const score = sql<number>`(3 * cardinality(${shared}) + 2 * (${complementary})::int + cardinality(${sharedWork}))`;
  const filters: SQL[] = [
    eq(users.openToCollaborate, true),
    eq(users.status, 'APPROVED'),
    sql`NOT ('ADMIN' = ANY(${users.roles}))`,
    ne(users.id, q.callerId),
    sql`${score} > 0`,
  ];
  if (q.exceptIds.length) filters.push(notInArray(users.id, q.exceptIds));
  return db
    .select({
      id: users.id,
      name: users.name,
      organization: users.organization,
      organizationCategory: users.organizationCategory,
      collaborationOffer: users.collaborationOffer,
      focusAreas: users.focusAreas,
      shared,
      sharedWork,
      complementary,
      score,
    })
    .from(users)
    .where(and(...filters))
    .orderBy(desc(score), desc(users.createdAt), asc(users.id))
    .limit(q.limit);
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
