import { and, desc, gt, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rounds } from '../../db/schema/index.js';

/**
 * Rounds opened (created) in (since, until] and still open for submissions on `today` (India time),
 * newest first, at most `limit`: the alerts' digest (docs/architecture.md#alerts). Rounds are few (a
 * handful a quarter), so the creation time needs no index of its own.
 */
export async function roundsOpenedBetween(db: DbOrTx, since: Date, until: Date, today: string, limit: number) {
  return db
    .select({ id: rounds.id, name: rounds.name, scheme: rounds.scheme, challengeId: rounds.challengeId, cutoffAt: rounds.cutoffAt, at: rounds.createdAt })
    .from(rounds)
    .where(and(gt(rounds.createdAt, since), lte(rounds.createdAt, until), gte(rounds.cutoffAt, today)))
    .orderBy(desc(rounds.createdAt), desc(rounds.id))
    .limit(limit);
}
