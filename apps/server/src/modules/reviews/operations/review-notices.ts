import { type KeyedMessage, type KeyedNotice, notice, PATHS, type ProposalKind } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { NotificationKind } from '@portal/shared/schemas';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { adminIds, findContact } from '../../users/index.js';
import { reviewEventMail } from '../reviews.mails.js';
import { languageOf } from '../../../lib/language.js';

/**
 * Tells the administrators of a reviewer's step on a proposal (a submitted or corrected review, a declared
 * conflict): every admin is notified in the portal; the admin who made the assignment is mailed, or every
 * admin when that admin is gone (decision 148).
 */
export async function tellAdmins(
  app: FastifyInstance,
  tx: DbOrTx,
  e: {
    kind: NotificationKind;
    proposalId: string;
    proposalKind: ProposalKind;
    assignedBy: string | null;
    title: KeyedNotice;
    body: KeyedNotice;
    mail: boolean;
  },
): Promise<void> {
  const link = e.proposalKind.adminDetailPath(e.proposalId);
  const admins = await adminIds(tx);
  for (const userId of admins) await notify(tx, { userId, kind: e.kind, title: e.title, body: e.body, link });
  if (!e.mail) return;
  const mailTo = e.assignedBy && admins.includes(e.assignedBy) ? [e.assignedBy] : admins;
  for (const id of mailTo) {
    const admin = await findContact(tx, id);
    if (admin)
      await queueMail(tx, {
        to: admin.email,
        ...reviewEventMail(admin, { subject: e.title.message, line: e.body.message }, app.mailer.url(link, languageOf(admin))),
      });
  }
}

/** A notification's body of one to three catalogue sentences, each worded by its own key. */
export function sentences(first: KeyedMessage, ...more: KeyedMessage[]): KeyedNotice {
  if (more.length === 0) return notice(first.key as never, first.params);
  if (more.length === 1) return notice('noticeTwoSentences', { first, second: more[0]! });
  return notice('noticeThreeSentences', { first, second: more[0]!, third: more[1]! });
}

/** The reviewer's page of an assignment. */
export const reviewPath = (assignmentId: string) => PATHS.reviewerReview(assignmentId);
