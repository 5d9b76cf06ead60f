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

/** A claimed mail, with when it was due before the claim (a mail handed back untried is due again then). */
export type ClaimedMail = QueuedMail & { dueAt: Date };

/**
 * Claims due mails with a lease: the rows are locked only for the claim (SKIP LOCKED), so several server
 * instances never take the same mail, and no transaction stays open while SMTP talks. A claim is not a
 * try: `attempts` counts only the tries the SMTP server answered (markSent, markFailed).
 */
export async function claimDueMails(db: Db, limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id, dueAt: mailOutbox.nextAttemptAt })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    const dueAt = new Map(due.map((d) => [d.id, d.dueAt]));
    return claimed.map((mail) => ({ ...mail, dueAt: dueAt.get(mail.id)! })).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  });
}

/** Hands claimed mails back untried: due again when they were, nothing else changed. */
export async function releaseMails(db: Db, mails: ClaimedMail[]): Promise<void> {
  for (const mail of mails) await db.update(mailOutbox).set({ nextAttemptAt: mail.dueAt }).where(eq(mailOutbox.id, mail.id));
}

/** A sent mail keeps its metadata; its body, which may hold a live code, its attachments and headers are cleared. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'SENT',
      attempts: sql`${mailOutbox.attempts} + 1`,
      sentAt: new Date(),
      lastError: null,
      text: '',
      html: '',
      attachments: null,
      headers: null,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * A try that failed. `refused`: the SMTP server answered and refused this mail (it counts toward the
 * limit: attempts + 1, given up when `retryInSeconds` is null). Otherwise no server took part (refused
 * connection, timeout, DNS, no greeting): the try does not count, the mail is only put off.
 */
export async function markFailed(db: Db, id: string, error: string, refused: boolean, retryInSeconds: number | null): Promise<void> {
  const counted = refused ? { attempts: sql`${mailOutbox.attempts} + 1` } : {};
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { ...counted, status: 'FAILED', lastError: error, text: '', html: '', attachments: null, headers: null }
        : { ...counted, lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(mailOutbox.id, id));
}

/** Deletes sent and given-up mails older than the retention; pending ones are kept whatever their age. */
export function purgeOldMails(db: Db, retentionDays: number): Promise<number> {
  const old = and(inArray(mailOutbox.status, ['SENT', 'FAILED']), lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${retentionDays})`))!;
  return deleteInBatches(db, mailOutbox, mailOutbox.id, old);
}
