import type { AdminChallengesQuery } from '@portal/shared/schemas';
import { and, type AnyColumn, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { challengeMappings, challenges } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import { fileHeadSql } from '../files/index.js';
import { challengeHooks } from './challenge-hooks.js';

export type ChallengeInsert = typeof challenges.$inferInsert;

/**
 * Submitted proposals that answer the challenge (drafts are their applicants' alone), counted in the same
 * query as the row; whether one is submitted is the proposals module's to say (a hook, read when the query is built).
 * Nested, so that a one-table select keeps the columns qualified: drizzle strips the table only from a top-level column.
 */
const totalProposals = () =>
  sql<number>`(${sql`select count(*) from ${challengeMappings} where ${challengeMappings.challengeId} = ${challenges.id} and ${challengeHooks().isSubmittedSql(challengeMappings.proposalId)}`})::int`;

const docHead = fileHeadSql(challenges.docFileId);

/** A challenge's columns and its document's name; never the document's bytes. */
const columns = {
  id: challenges.id,
  title: challenges.title,
  summary: challenges.summary,
  focusArea: challenges.focusArea,
  applicationDeadline: challenges.applicationDeadline,
  status: challenges.status,
  docFileId: challenges.docFileId,
  docName: docHead.name,
  docType: docHead.type,
  docSize: docHead.size,
  createdAt: challenges.createdAt,
  updatedAt: challenges.updatedAt,
};
export type ChallengeRecord = {
  id: string;
  title: string;
  summary: string | null;
  focusArea: string[];
  applicationDeadline: string;
  status: 'OPEN' | 'CLOSE';
  docFileId: string | null;
  docName: string | null;
  docType: string | null;
  docSize: number | null;
  createdAt: Date;
  updatedAt: Date;
};

export async function insertChallenge(db: DbOrTx, values: ChallengeInsert) {
  const [row] = await db.insert(challenges).values(values).returning();
  return row!;
}

export async function updateChallenge(db: DbOrTx, id: string, values: Partial<ChallengeInsert>) {
  const [row] = await db.update(challenges).set(values).where(eq(challenges.id, id)).returning();
  return row ?? null;
}

/** The row itself, locked for the rest of the transaction so concurrent updates replace documents one at a time. */
export async function lockChallenge(db: DbOrTx, id: string) {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findChallenge(db: DbOrTx, id: string): Promise<ChallengeRecord | null> {
  const [row] = await db.select(columns).from(challenges).where(eq(challenges.id, id)).limit(1);
  return row ?? null;
}

const SORT_COLUMNS = {
  createdAt: () => challenges.createdAt,
  title: () => challenges.title,
  applicationDeadline: () => challenges.applicationDeadline,
  status: () => challenges.status,
  totalProposals,
} as const;

/**
 * One page of challenges, filtered, sorted and paged in SQL, with the total for paging. The text query
 * matches the title or any focus area, as a literal substring regardless of case.
 */
export async function searchChallenges(db: DbOrTx, q: AdminChallengesQuery, options: { withTotals: boolean }) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(challenges.status, q.status));
  if (q.query) {
    const like = containsPattern(q.query);
    filters.push(or(ilike(challenges.title, like), sql`exists (select 1 from unnest(${challenges.focusArea}) as area(name) where area.name ilike ${like})`)!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const sortColumn = SORT_COLUMNS[q.sortBy]();
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ ...columns, ...(options.withTotals ? { totalProposals: totalProposals() } : {}) })
      .from(challenges)
      .where(where)
      // Ties (same second, same title…) fall back to newest first, then id, so pages never overlap.
      .orderBy(direction(sortColumn), desc(challenges.createdAt), desc(challenges.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(challenges).where(where),
  ]);
  return { rows: rows as (ChallengeRecord & { totalProposals?: number })[], total: Number(total) };
}

/** Links a proposal to the challenge it answers (the proposals module calls this when it creates one). */
export async function insertChallengeMapping(db: DbOrTx, values: typeof challengeMappings.$inferInsert) {
  await db.insert(challengeMappings).values(values).onConflictDoNothing();
}

/** Removes a proposal's links to challenges (an edit that names another challenge). */
export async function deleteChallengeMappings(db: DbOrTx, proposalId: string) {
  await db.delete(challengeMappings).where(eq(challengeMappings.proposalId, proposalId));
}

/** The challenges a proposal answers, with their titles. */
export async function listChallengeMappings(db: DbOrTx, proposalId: string) {
  return db
    .select({ challengeId: challengeMappings.challengeId, title: challenges.title })
    .from(challengeMappings)
    .innerJoin(challenges, eq(challenges.id, challengeMappings.challengeId))
    .where(eq(challengeMappings.proposalId, proposalId))
    .orderBy(asc(challengeMappings.createdAt));
}

/** Challenges taking applications (OPEN, deadline day `today` or later) and the others, in one query. */
export async function countOpenAndClosed(db: DbOrTx, today: string): Promise<{ open: number; closed: number }> {
  const [row] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${challenges.status} = 'OPEN' and ${challenges.applicationDeadline} >= ${today}::date))::int`,
      total: count(),
    })
    .from(challenges);
  const open = Number(row?.open ?? 0);
  return { open, closed: Number(row?.total ?? 0) - open };
}

/** The challenge each of these proposals answers, with what tells whether it still takes applications. */
export async function listChallengesAnswered(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({
      proposalId: challengeMappings.proposalId,
      id: challenges.id,
      title: challenges.title,
      status: challenges.status,
      applicationDeadline: challenges.applicationDeadline,
    })
    .from(challengeMappings)
    .innerJoin(challenges, eq(challenges.id, challengeMappings.challengeId))
    .where(inArray(challengeMappings.proposalId, proposalIds));
}

/** The caller's proposals (any status) that answer this challenge, oldest first. */
export async function listAnswersBy(db: DbOrTx, challengeId: string, userId: string) {
  const answering = sql`(select ${challengeMappings.proposalId} from ${challengeMappings} where ${challengeMappings.challengeId} = ${challengeId})`;
  return challengeHooks().ownProposalsAmong(db, userId, answering);
}

/** True where the proposal whose id is `proposalId` (a column of the caller's query) answers the challenge: for another module's filter. */
export function answersChallengeSql(proposalId: SQL | AnyColumn, challengeId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${challengeMappings} cm where cm.proposal_id = ${proposalId} and cm.challenge_id = ${challengeId})`;
}
