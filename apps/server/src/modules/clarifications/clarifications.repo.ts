import type { ClarificationPostType } from '@portal/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clarifications } from '../../db/schema/index.js';

export async function insertClarification(db: DbOrTx, values: typeof clarifications.$inferInsert) {
  await db.insert(clarifications).values(values);
}

/** A post's clarifications, newest first. */
export async function listClarifications(db: DbOrTx, postType: ClarificationPostType, postId: string) {
  return db
    .select({ id: clarifications.id, comment: clarifications.comment, createdAt: clarifications.createdAt })
    .from(clarifications)
    .where(and(eq(clarifications.postId, postId), eq(clarifications.postType, postType)))
    .orderBy(desc(clarifications.createdAt));
}
