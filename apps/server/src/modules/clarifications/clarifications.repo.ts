import type { ClarificationPostType } from '@portal/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applicantWaits, clarificationMessages, clarifications } from '../../db/schema/index.js';
import { fileHeadSql } from '../files/index.js';

export type ClarificationRecord = typeof clarifications.$inferSelect;

export async function insertClarification(db: DbOrTx, values: typeof clarifications.$inferInsert): Promise<ClarificationRecord> {
  const [row] = await db.insert(clarifications).values(values).returning();
  return row!;
}

/** A post's clarifications, newest first, with who asked (their names come from the users face). */
export async function listClarifications(db: DbOrTx, postType: ClarificationPostType, postId: string) {
  return db
    .select({
      id: clarifications.id,
      comment: clarifications.comment,
      createdAt: clarifications.createdAt,
      requestedBy: clarifications.requestedBy,
      respondBy: clarifications.respondBy,
      waitingSince: clarifications.waitingSince,
      closedAt: clarifications.closedAt,
    })
    .from(clarifications)
    .where(and(eq(clarifications.postId, postId), eq(clarifications.postType, postType)))
    .orderBy(desc(clarifications.createdAt), desc(clarifications.id));
}

/** The replies and follow-ups of some threads, oldest first (their authors' names come from the users face). */
export async function listMessages(db: DbOrTx, clarificationIds: string[]) {
  if (clarificationIds.length === 0) return [];
  return db
    .select({
      id: clarificationMessages.id,
      clarificationId: clarificationMessages.clarificationId,
      side: clarificationMessages.side,
      authorId: clarificationMessages.authorId,
      text: clarificationMessages.text,
      fileId: clarificationMessages.fileId,
      fileName: fileHeadSql(clarificationMessages.fileId).name,
      respondBy: clarificationMessages.respondBy,
      changedFields: clarificationMessages.changedFields,
      createdAt: clarificationMessages.createdAt,
    })
    .from(clarificationMessages)
    .where(inArray(clarificationMessages.clarificationId, clarificationIds))
    .orderBy(asc(clarificationMessages.createdAt), asc(clarificationMessages.id));
}

/** A proposal's thread, locked for the caller's transaction; null when it is not one of that post's. */
export async function lockClarification(tx: DbOrTx, postId: string, id: string): Promise<ClarificationRecord | null> {
  const [row] = await tx
    .select()
    .from(clarifications)
    .where(and(eq(clarifications.id, id), eq(clarifications.postId, postId)))
    .for('update');
  return row ?? null;
}

export async function updateClarification(tx: DbOrTx, id: string, values: Partial<typeof clarifications.$inferInsert>): Promise<void> {
  await tx.update(clarifications).set(values).where(eq(clarifications.id, id));
}

export async function insertMessage(tx: DbOrTx, values: typeof clarificationMessages.$inferInsert): Promise<void> {
  await tx.insert(clarificationMessages).values(values);
}

/** Who asked the thread's latest question: the last follow-up's author, else the first question's. */
export async function latestAsker(tx: DbOrTx, c: ClarificationRecord): Promise<{ id: string | null; at: Date }> {
  const [last] = await tx
    .select({ id: clarificationMessages.authorId, at: clarificationMessages.createdAt })
    .from(clarificationMessages)
    .where(and(eq(clarificationMessages.clarificationId, c.id), eq(clarificationMessages.side, 'ADMIN')))
    .orderBy(desc(clarificationMessages.createdAt))
    .limit(1);
  return last ?? { id: c.requestedBy, at: c.createdAt };
}

/**
 * Serialises the thread changes of one post: whether the post waits on its applicant is then
 * settled one transaction at a time.
 */
export async function lockPost(tx: DbOrTx, postId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`clarifications:${postId}`}, 0))`);
}

/**
 * Opens a wait on the applicant unless one is open. Call under lockPost. Its start and end are the
 * database's time, as the proposal's `created_at` the days in review count from (decision 295).
 */
export async function openWait(tx: DbOrTx, proposalId: string): Promise<void> {
  const [open] = await tx
    .select({ id: applicantWaits.id })
    .from(applicantWaits)
    .where(and(eq(applicantWaits.proposalId, proposalId), isNull(applicantWaits.endedAt)));
  if (!open) await tx.insert(applicantWaits).values({ proposalId, startedAt: sql`now()` });
}

/** Ends the open wait once no thread of the proposal waits on the applicant. Call under lockPost. */
export async function endWaitIfNoneWaiting(tx: DbOrTx, proposalId: string): Promise<void> {
  const [waiting] = await tx
    .select({ id: clarifications.id })
    .from(clarifications)
    .where(and(eq(clarifications.postId, proposalId), isNotNull(clarifications.waitingSince), isNull(clarifications.closedAt)))
    .limit(1);
  if (!waiting)
    await tx
      .update(applicantWaits)
      .set({ endedAt: sql`now()` })
      .where(and(eq(applicantWaits.proposalId, proposalId), isNull(applicantWaits.endedAt)));
}

/** The threads waiting on the applicant of these proposals, soonest date to answer by first. */
export async function listWaitingOn(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({
      id: clarifications.id,
      proposalId: clarifications.postId,
      comment: clarifications.comment,
      createdAt: clarifications.createdAt,
      respondBy: clarifications.respondBy,
      waitingSince: clarifications.waitingSince,
    })
    .from(clarifications)
    .where(and(isNotNull(clarifications.waitingSince), isNull(clarifications.closedAt), inArray(clarifications.postId, proposalIds)))
    .orderBy(asc(clarifications.respondBy), asc(clarifications.id));
}

/** The latest question's text of each thread (a follow-up's, or the first question's). */
export async function latestQuestions(db: DbOrTx, clarificationIds: string[]): Promise<Map<string, string>> {
  if (clarificationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([clarificationMessages.clarificationId], { id: clarificationMessages.clarificationId, text: clarificationMessages.text })
    .from(clarificationMessages)
    .where(and(inArray(clarificationMessages.clarificationId, clarificationIds), eq(clarificationMessages.side, 'ADMIN')))
    .orderBy(clarificationMessages.clarificationId, desc(clarificationMessages.createdAt));
  return new Map(rows.map((r) => [r.id, r.text]));
}

export async function findClarification(db: DbOrTx, id: string): Promise<ClarificationRecord | null> {
  const [row] = await db.select().from(clarifications).where(eq(clarifications.id, id)).limit(1);
  return row ?? null;
}
