import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { type MailAttachment, mailOutbox } from '../../db/schema/index.js';
import { deleteInBatches } from '../../lib/sql.js';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[] | null;
  /** Extra headers, e.g. a digest's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string> | null;
};
export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Writes a mail in the caller's transaction, so it exists exactly when the change that causes it does. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values(mail);
}

/** Many mails in one insert per batch (a round's release). */
export async function enqueueMails(tx: DbOrTx, mails: OutgoingMail[]): Promise<void> {
  for (let i = 0; i < mails.length; i += 500) await tx.insert(mailOutbox).values(mails.slice(i, i + 500));
}

/**
 * Claims due mails with a lease: the rows are locked only for the UPDATE (SKIP LOCKED), so several
 * server instances never take the same mail, and no transaction stays open while SMTP talks.
 */
export async function claimDueMails(db: Db, limit: number, leaseSeconds: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** A sent mail keeps its metadata; its body, which may hold a live code, its attachments and headers are cleared. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sentAt: new Date(), lastError: null, text: '', html: '', attachments: null, headers: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'FAILED', lastError: error, text: '', html: '', attachments: null, headers: null }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(mailOutbox.id, id));
}

/** Deletes sent and given-up mails older than the retention; pending ones are kept whatever their age. */
export function purgeOldMails(db: Db, retentionDays: number): Promise<number> {
  const old = and(inArray(mailOutbox.status, ['SENT', 'FAILED']), lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${retentionDays})`))!;
  return deleteInBatches(db, mailOutbox, mailOutbox.id, old);
}
