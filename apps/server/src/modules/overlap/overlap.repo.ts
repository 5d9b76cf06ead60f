import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type OverlapVerdictRow, overlapVerdicts } from '../../db/schema/index.js';

/** The overlap module's own SQL: the admin's verdicts on pairs of proposals (overlap_verdicts). */

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
