import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { overlapLikelyPairs, overlapSignatures, type OverlapVerdictRow, overlapVerdicts } from '../../db/schema/index.js';

/**
 * The overlap module's own SQL: the admin's verdicts on pairs of proposals (overlap_verdicts), the text
 * signatures (overlap_signatures) and the likely duplicates last found (overlap_likely_pairs).
 */

/** The verdicts of `proposalId` on any of `otherIds`. */
export async function verdictsOf(db: DbOrTx, proposalIds: readonly string[]): Promise<OverlapVerdictRow[]> {
  if (proposalIds.length === 0) return [];
  return db
    .select()
    .from(overlapVerdicts)
    .where(inArray(overlapVerdicts.proposalId, [...proposalIds]));
}

export async function findVerdict(db: DbOrTx, proposalId: string, otherId: string): Promise<OverlapVerdictRow | null> {
  const [row] = await db
    .select()
    .from(overlapVerdicts)
    .where(or(and(eq(overlapVerdicts.proposalId, proposalId), eq(overlapVerdicts.otherId, otherId))));
  return row ?? null;
}

/** The latest verdict of a pair stands: one row per pair, replaced by the next (each one audited). */
export async function upsertVerdict(db: DbOrTx, values: typeof overlapVerdicts.$inferInsert): Promise<OverlapVerdictRow> {
  const [row] = await db
    .insert(overlapVerdicts)
    .values(values)
    .onConflictDoUpdate({
      target: [overlapVerdicts.proposalId, overlapVerdicts.otherId],
      set: { verdict: values.verdict, reason: values.reason, decidedBy: values.decidedBy, decidedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Replaces a proposal's signature (its band values; none clears it). */
export async function replaceSignature(db: DbOrTx, proposalId: string, bands: readonly number[]): Promise<void> {
  await db.delete(overlapSignatures).where(eq(overlapSignatures.proposalId, proposalId));
  if (bands.length > 0) await db.insert(overlapSignatures).values(bands.map((hash, band) => ({ proposalId, band, hash })));
}

/** Many signatures at once (the backfill). */
export async function insertSignatures(db: DbOrTx, rows: { proposalId: string; bands: readonly number[] }[]): Promise<void> {
  const values = rows.flatMap((r) => r.bands.map((hash, band) => ({ proposalId: r.proposalId, band, hash })));
  for (let i = 0; i < values.length; i += 5000)
    await db
      .insert(overlapSignatures)
      .values(values.slice(i, i + 5000))
      .onConflictDoNothing();
}

/** The proposals with a signature, of `ids`. */
export async function signedOf(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: overlapSignatures.proposalId })
    .from(overlapSignatures)
    .where(and(inArray(overlapSignatures.proposalId, [...ids]), eq(overlapSignatures.band, 0)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The proposals sharing at least one band with `bands` (never `exceptId`), most bands shared first: one
 * probe of the (band, hash) index per band.
 */
export async function sharingBands(db: DbOrTx, bands: readonly number[], exceptId: string, limit: number): Promise<string[]> {
  if (bands.length === 0) return [];
  const probes = sql.join(
    bands.map((hash, band) => sql`(${band}::smallint, ${hash}::integer)`),
    sql`, `,
  );
  const rows = await db
    .select({ id: overlapSignatures.proposalId })
    .from(overlapSignatures)
    .where(and(sql`(${overlapSignatures.band}, ${overlapSignatures.hash}) in (${probes})`, sql`${overlapSignatures.proposalId} <> ${exceptId}`))
    .groupBy(overlapSignatures.proposalId)
    .orderBy(sql`count(*) desc`, overlapSignatures.proposalId)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Replaces the likely duplicates of a proposal, both ways round (the pair's score is symmetric). */
export async function replaceLikelyPairs(db: DbOrTx, proposalId: string, pairs: { otherId: string; score: number }[]): Promise<void> {
  await db.delete(overlapLikelyPairs).where(or(eq(overlapLikelyPairs.proposalId, proposalId), eq(overlapLikelyPairs.otherId, proposalId)));
  if (pairs.length === 0) return;
  await db
    .insert(overlapLikelyPairs)
    .values(
      pairs.flatMap((p) => [
        { proposalId, otherId: p.otherId, score: p.score },
        { proposalId: p.otherId, otherId: proposalId, score: p.score },
      ]),
    )
    .onConflictDoNothing();
}

/**
 * "This proposal has a likely duplicate the admin has not judged", correlated on `"proposals"."id"`:
 * the admin list's figure (the proposals module places it through its hooks, decision 272).
 */
export const unresolvedLikelySql: SQL<boolean> = sql<boolean>`exists (select 1 from "overlap_likely_pairs" olp where olp.proposal_id = "proposals"."id" and not exists (select 1 from "overlap_verdicts" ov where ov.proposal_id = olp.proposal_id and ov.other_id = olp.other_id))`;

/** Of `ids`, those with an unjudged likely duplicate: one query. */
export async function unresolvedOf(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: overlapLikelyPairs.proposalId })
    .from(overlapLikelyPairs)
    .where(
      and(
        inArray(overlapLikelyPairs.proposalId, [...ids]),
        sql`not exists (select 1 from ${overlapVerdicts} where ${overlapVerdicts.proposalId} = ${overlapLikelyPairs.proposalId} and ${overlapVerdicts.otherId} = ${overlapLikelyPairs.otherId})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** One writer of the index at a time (a transaction-scoped lock): two proposals edited at once each see the other's new text. */
export async function lockIndex(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('overlap-index', 0))`);
}
