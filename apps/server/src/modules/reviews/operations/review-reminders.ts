import { addDays, fillMessage, indiaDate, MESSAGES, proposalKindOf, REVIEW_REMINDER_DAYS_BEFORE, writtenDay } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { indiaDayStart, registerReminderKind, scheduleReminder } from '../../reminders/index.js';
import { findContact } from '../../users/index.js';
import { reviewReminderMail } from '../reviews.mails.js';
import * as repo from '../reviews.repo.js';
import { reviewPath } from './review-notices.js';

export const REVIEW_REMINDER_KIND = 'review';
const KEY = `REVIEW_DUE_MINUS_${REVIEW_REMINDER_DAYS_BEFORE}`;

/** Schedules an assignment's reminder, due two days before its due date (India), in the assignment's transaction. */
export async function scheduleReviewReminder(tx: DbOrTx, assignment: { id: string; dueDate: string }): Promise<void> {
  await scheduleReminder(tx, {
    kind: REVIEW_REMINDER_KIND,
    subjectId: assignment.id,
    key: KEY,
    dueAt: indiaDayStart(addDays(assignment.dueDate, -REVIEW_REMINDER_DAYS_BEFORE)),
  });
}

/**
 * The review reminder (decision 148): mails and notifies the reviewer once, from two days before an
 * unsubmitted review's due date until that day; a review submitted or released by then, or a due date
 * already past, is not reminded of.
 */
export function registerReviewReminders(app: FastifyInstance): void {
  registerReminderKind(app, {
    kind: REVIEW_REMINDER_KIND,
    label: 'review reminders',
    remind: async (tx, reminder, now) => {
      const a = await repo.findAssignment(tx, reminder.subjectId);
      const today = indiaDate(now);
      if (!a || a.dueDate < today || !(repo.OPEN_STATES as readonly string[]).includes(a.state)) return 'void';
      if (a.dueDate > addDays(today, REVIEW_REMINDER_DAYS_BEFORE)) return 'later';
      const reviewer = await findContact(tx, a.reviewerId);
      const proposal = await repo.findProposalRow(tx, a.proposalId);
      if (!reviewer || !proposal) return 'void';
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
      return 'sent';
    },
  });
}
