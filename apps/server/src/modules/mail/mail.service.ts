import type { DbOrTx } from '../../db/client.js';
import { enqueueMail, enqueueMails, type OutgoingMail } from './mail.repo.js';

export type { OutgoingMail } from './mail.repo.js';

/**
 * Queues a mail in the caller's transaction (the outbox: it exists exactly when the change that causes
 * it does). Call `app.mailer.wake()` after the commit so it goes out at once.
 */
export async function queueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  await enqueueMail(tx, mail);
}

/** Queues many mails in the caller's transaction, in batches (the outbox, as `queueMail`). */
export async function queueMails(tx: DbOrTx, mails: OutgoingMail[]): Promise<void> {
  await enqueueMails(tx, mails);
}
