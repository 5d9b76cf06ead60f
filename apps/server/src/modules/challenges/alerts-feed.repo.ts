import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { challenges } from '../../db/schema/index.js';

/**
 * Challenges published (created open) in (since, until], newest first, at most `limit`: the alerts'
 * digest (docs/architecture.md#alerts) reads them by challenges_status_created_idx.
 */
export async function challengesPublishedBetween(db: DbOrTx, since: Date, until: Date, limit: number) {
  return db
    .select({ id: challenges.id, title: challenges.title, focusAreas: challenges.focusArea, at: challenges.createdAt })
    .from(challenges)
    .where(and(eq(challenges.status, 'OPEN'), gt(challenges.createdAt, since), lte(challenges.createdAt, until)))
    .orderBy(desc(challenges.createdAt), desc(challenges.id))
    .limit(limit);
}

/** The focus areas of the challenges named (a Challenge Method round's, for the digest's matching). */
export async function challengeFocusAreas(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: challenges.id, focusAreas: challenges.focusArea }).from(challenges).where(inArray(challenges.id, ids));
  return new Map(rows.map((r) => [r.id, r.focusAreas]));
}
