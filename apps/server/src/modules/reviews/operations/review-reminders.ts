import { fillMessage, MESSAGES, proposalKindOf, REVIEW_REMINDER_DAYS_BEFORE, writtenDay } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { RetentionTask } from '../../../plugins/housekeeping.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { UsersService } from '../../users/index.js';
import { reviewReminderMail } from '../reviews.mails.js';
import * as repo from '../reviews.repo.js';
import { reviewPath } from './review-notices.js';

/**
 * Housekeeping: mails and notifies each reviewer once, 2 days before an unsubmitted review's due date.
 * The rows are claimed (marked reminded) in the transaction that queues the mails, so each review is
 * reminded once whichever instance runs the pass. Answers how many were reminded.
 */
export async function sendReviewReminders(app: FastifyInstance, db: Db, now = new Date()): Promise<number> {
  const sent = await db.transaction(async (tx) => {
    const due = await repo.claimReminders(tx, REVIEW_REMINDER_DAYS_BEFORE, now);
    const users = new UsersService(app);
    for (const a of due) {
      const reviewer = await users.findContact(tx, a.reviewerId);
      const proposal = await repo.findProposalRow(tx, a.proposalId);
      if (!reviewer || !proposal) continue;
      const kindLabel = proposalKindOf(proposal.category, proposal.type)?.label ?? 'proposal';
      await queueMail(tx, {
        to: reviewer.email,
        ...reviewReminderMail(reviewer, { kindLabel, title: proposal.title, dueDate: a.dueDate }, app.mailer.url(reviewPath(a.id), reviewer.language)),
      });
      await notify(tx, {
        userId: reviewer.id,
        kind: 'REVIEW_REMINDER',
        title: fillMessage(MESSAGES.reviewReminderNoticeTitle, { dueDate: writtenDay(a.dueDate) }),
        body: fillMessage(MESSAGES.reviewReminderNoticeBody, { kind: kindLabel, title: proposal.title, dueDate: writtenDay(a.dueDate) }),
        link: reviewPath(a.id),
      });
    }
    return due.length;
  });
  if (sent > 0) app.mailer.wake();
  return sent;
}

/** The reminder pass as a housekeeping task (its count is of reviews reminded, not rows deleted). */
export const reviewReminderTasks = (app: FastifyInstance): readonly RetentionTask[] => [
  { name: 'review reminders', run: (db) => sendReviewReminders(app, db) },
];
