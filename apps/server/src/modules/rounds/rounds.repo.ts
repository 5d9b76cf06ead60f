import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { roundEntries, type RoundEntryRow, type RoundRow, rounds } from '../../db/schema/index.js';
import { submittedAtSql } from '../proposals/index.js';
import { onTimeReviewCountSql, submittedReviewCountSql } from '../reviews/index.js';

/** The rounds module's own SQL: rounds and their entries (docs/architecture.md#evaluation-rounds). */

export type RoundInsert = typeof rounds.$inferInsert;

export async function insertRound(db: DbOrTx, values: RoundInsert): Promise<RoundRow> {
  const [row] = await db.insert(rounds).values(values).returning();
  return row!;
}

/** The quarterly default, created once: a concurrent creator's row wins and this one is dropped (rounds_default_key). */
export async function insertDefaultRound(db: DbOrTx, values: RoundInsert): Promise<void> {
  await db
    .insert(rounds)
    .values({ ...values, isDefault: true })
    .onConflictDoNothing();
}

export async function findRound(db: DbOrTx, id: string): Promise<RoundRow | null> {
  const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
  return row ?? null;
}

/** The round's row locked until the transaction ends: decisions, release and the lock are taken one at a time. */
export async function lockRound(db: DbOrTx, id: string): Promise<RoundRow | null> {
  const [row] = await db.select().from(rounds).where(eq(rounds.id, id)).for('update');
  return row ?? null;
}

/** The Challenge Method rounds of a challenge whose cut-off is `cutoffAt`, not locked nor released, locked for a change. */
export async function lockChallengeRoundsAt(db: DbOrTx, challengeId: string, cutoffAt: string): Promise<RoundRow[]> {
  return db
    .select()
    .from(rounds)
    .where(and(eq(rounds.challengeId, challengeId), eq(rounds.cutoffAt, cutoffAt), isNull(rounds.lockedAt), isNull(rounds.releasedAt)))
    .orderBy(asc(rounds.id))
    .for('update');
}

export async function updateRound(db: DbOrTx, id: string, values: Partial<RoundInsert>): Promise<RoundRow> {
  const [row] = await db
    .update(rounds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(rounds.id, id))
    .returning();
  return row!;
}

/** Every round, the latest cut-off first (without the minutes' bytes). */
export async function listRounds(db: DbOrTx) {
  const { minutesPdf: _pdf, minutesPdfHi: _pdfHi, ...columns } = getTableColumns(rounds);
  return db.select(columns).from(rounds).orderBy(desc(rounds.cutoffAt), asc(rounds.scheme), asc(rounds.id));
}

/**
 * The earliest round of a scheme (CM: of a challenge) still open on `today` (India): cut-off today or
 * later, not released, not locked; ties by creation.
 */
export async function findOpenRound(db: DbOrTx, scheme: RoundRow['scheme'], challengeId: string | null, today: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.scheme, scheme),
        challengeId ? eq(rounds.challengeId, challengeId) : isNull(rounds.challengeId),
        gte(rounds.cutoffAt, today),
        isNull(rounds.releasedAt),
        isNull(rounds.lockedAt),
      ),
    )
    .orderBy(asc(rounds.cutoffAt), asc(rounds.createdAt), asc(rounds.id))
    .limit(1);
  return row ?? null;
}

/** The open and coming rounds of every scheme (the public list), earliest cut-off first. */
export async function listComingRounds(db: DbOrTx, today: string) {
  return db
    .select({
      id: rounds.id,
      scheme: rounds.scheme,
      name: rounds.name,
      cutoffAt: rounds.cutoffAt,
      meetingAt: rounds.meetingAt,
      meetingHeldOn: rounds.meetingHeldOn,
      releasedAt: rounds.releasedAt,
      lockedAt: rounds.lockedAt,
    })
    .from(rounds)
    .where(and(gte(rounds.cutoffAt, today), isNull(rounds.releasedAt), isNull(rounds.lockedAt)))
    .orderBy(asc(rounds.cutoffAt), asc(rounds.scheme), asc(rounds.id));
}

/** The released rounds' days from cut-off to release (India days), per scheme. */
export async function releasedDays(db: DbOrTx) {
  return db
    .select({
      scheme: rounds.scheme,
      days: sql<number>`(((${rounds.releasedAt} at time zone 'Asia/Kolkata')::date) - ${rounds.cutoffAt})::int`.mapWith(Number),
    })
    .from(rounds)
    .where(isNotNull(rounds.releasedAt));
}

export async function insertEntry(db: DbOrTx, values: typeof roundEntries.$inferInsert): Promise<void> {
  await db.insert(roundEntries).values(values);
}

/** The current entries of these proposals with their rounds. */
export async function currentEntriesOf(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({
      entry: roundEntries,
      round: { id: rounds.id, name: rounds.name, cutoffAt: rounds.cutoffAt, meetingAt: rounds.meetingAt, releasedAt: rounds.releasedAt },
    })
    .from(roundEntries)
    .innerJoin(rounds, eq(rounds.id, roundEntries.roundId))
    .where(and(inArray(roundEntries.proposalId, proposalIds), eq(roundEntries.current, true)));
}

/** A proposal's current entry, locked with its round row (a status change against a release). */
export async function currentEntryOf(db: DbOrTx, proposalId: string) {
  const [row] = await db
    .select({ entry: roundEntries, round: rounds })
    .from(roundEntries)
    .innerJoin(rounds, eq(rounds.id, roundEntries.roundId))
    .where(and(eq(roundEntries.proposalId, proposalId), eq(roundEntries.current, true)));
  return row ?? null;
}

export async function deleteEntry(db: DbOrTx, roundId: string, proposalId: string): Promise<void> {
  await db.delete(roundEntries).where(and(eq(roundEntries.roundId, roundId), eq(roundEntries.proposalId, proposalId)));
}

/** Every entry of a round (its agenda): the ones deferred out of it too, once released. */
export async function entriesOf(db: DbOrTx, roundId: string): Promise<RoundEntryRow[]> {
  return db.select().from(roundEntries).where(eq(roundEntries.roundId, roundId));
}

export async function updateEntry(db: DbOrTx, roundId: string, proposalId: string, values: Partial<typeof roundEntries.$inferInsert>): Promise<void> {
  await db
    .update(roundEntries)
    .set(values)
    .where(and(eq(roundEntries.roundId, roundId), eq(roundEntries.proposalId, proposalId)));
}

/** The release's marks on every entry of a round at once: mailed now, deferred ones no longer current. */
export async function markReleased(db: DbOrTx, roundId: string, at: Date, deferredTo: string | null): Promise<void> {
  await db.update(roundEntries).set({ mailedAt: at }).where(eq(roundEntries.roundId, roundId));
  if (deferredTo)
    await db
      .update(roundEntries)
      .set({ current: false, deferredTo })
      .where(and(eq(roundEntries.roundId, roundId), eq(roundEntries.decision, 'DEFER')));
}

/** Many entries in one insert (the deferred proposals joining the next round). */
export async function insertEntries(db: DbOrTx, values: (typeof roundEntries.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(roundEntries).values(values);
}

/** Per round: its entries (submitted) and decisions (decided), and the proposals for the reviewed count. */
export async function entryCounts(db: DbOrTx, roundIds: string[]) {
  if (roundIds.length === 0) return [];
  return db
    .select({
      roundId: roundEntries.roundId,
      submitted: count(),
      decided: sql<number>`count(${roundEntries.decision})`.mapWith(Number),
      proposalIds: sql<string[]>`array_agg(${roundEntries.proposalId})`,
    })
    .from(roundEntries)
    .where(inArray(roundEntries.roundId, roundIds))
    .groupBy(roundEntries.roundId);
}

/** The stored minutes of a round in one language (null bytes: not written in it), and whether the round is locked. */
export async function minutesOf(db: DbOrTx, id: string, language: 'en' | 'hi') {
  const [row] = await db
    .select({ pdf: language === 'hi' ? rounds.minutesPdfHi : rounds.minutesPdf, name: rounds.name, lockedAt: rounds.lockedAt })
    .from(rounds)
    .where(eq(rounds.id, id));
  return row ?? null;
}

/**
 * The metric registry's round figures (decision 260), in ONE grouped query: per round over all its
 * entries, or per scheme over the current entries (one per proposal, so a deferred proposal counts once).
 * The review counts and the submission time come from their owners' correlated fragments, each an indexed
 * lookup by proposal id. `today` is India's day: a round is past its cut-off once its day has passed.
 */
function metricFigures(today: string) {
  const e = roundEntries;
  const reviews = submittedReviewCountSql(sql`${e.proposalId}`);
  const onTime = onTimeReviewCountSql(sql`${e.proposalId}`);
  const released = sql`${rounds.releasedAt} is not null`;
  const funded = sql`(${released} and ${e.decision} in ('FUND', 'FUND_WITH_CONDITIONS'))`;
  const decided = sql`(${released} and ${e.decision} in ('FUND', 'FUND_WITH_CONDITIONS', 'DECLINE'))`;
  const days = sql`extract(epoch from (${rounds.releasedAt} - ${submittedAtSql(sql`${e.proposalId}`)})) / 86400.0`;
  const pastCutoff = sql`${rounds.cutoffAt} < ${today}::date`;
  const figures = {
    submitted: sql<number>`count(*)::int`,
    reviewed: sql<number>`(count(*) filter (where ${reviews} > 0))::int`,
    funded: sql<number>`(count(*) filter (where ${funded}))::int`,
    decided: sql<number>`(count(*) filter (where ${decided}))::int`,
    medianDays: sql<number | null>`(percentile_cont(0.5) within group (order by ${days}) filter (where ${decided}))`.mapWith((v) =>
      v === null ? null : Number(v),
    ),
    pastCutoff: sql<number>`(count(*) filter (where ${pastCutoff}))::int`,
    covered: sql<number>`(count(*) filter (where ${pastCutoff} and ${reviews} >= 2))::int`,
    reviews: sql<number>`coalesce(sum(${reviews}), 0)::int`,
    onTime: sql<number>`coalesce(sum(${onTime}), 0)::int`,
  };
  return figures;
}

export function schemeMetricRows(db: DbOrTx, today: string) {
  return db
    .select({ scheme: rounds.scheme, ...metricFigures(today) })
    .from(roundEntries)
    .innerJoin(rounds, eq(rounds.id, roundEntries.roundId))
    .where(eq(roundEntries.current, true))
    .groupBy(rounds.scheme);
}

export function roundMetricRows(db: DbOrTx, today: string) {
  return db
    .select({ roundId: rounds.id, name: rounds.name, scheme: rounds.scheme, cutoffAt: rounds.cutoffAt, ...metricFigures(today) })
    .from(roundEntries)
    .innerJoin(rounds, eq(rounds.id, roundEntries.roundId))
    .groupBy(rounds.id)
    .orderBy(desc(rounds.cutoffAt), asc(rounds.name));
}
