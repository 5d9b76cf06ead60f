import { and, desc, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { proposals } from '../../db/schema/index.js';
import { isPublicPost } from './search.repo.js';

/**
 * Public Steelcollab posts posted in (since, until], newest first, at most `limit`: the alerts' digest
 * (docs/architecture.md#alerts) reads them by proposals_public_created_idx. Titles only: no contact.
 */
export async function publicPostsBetween(db: DbOrTx, since: Date, until: Date, limit: number) {
  return db
    .select({ id: proposals.id, title: proposals.title, focusAreas: proposals.focusArea, at: proposals.createdAt })
    .from(proposals)
    .where(and(isPublicPost, gt(proposals.createdAt, since), lte(proposals.createdAt, until)))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(limit);
}
