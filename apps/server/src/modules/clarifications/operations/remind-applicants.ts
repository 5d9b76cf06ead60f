import { addDays, CLARIFICATION_REMINDER_DAYS_BEFORE, fillMessage, indiaDate, MESSAGES, proposalKindOf, writtenDay } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { RetentionTask } from '../../../plugins/housekeeping.js';
import { queueMail } from '../../mail/index.js';
import { clarificationReminderMail } from '../clarifications.mails.js';
import { notify } from '../../notifications/index.js';
import { findProposalForThread, proposalApplicants } from '../../proposals/index.js';
import * as repo from '../clarifications.repo.js';

/**
 * Housekeeping: the applicants of a question that waits on them are mailed and notified once, from two
 * days before its date to answer by (India). A follow-up asks again, and so reminds again.
 */
export function clarificationReminderTask(app: FastifyInstance): RetentionTask {
  return {
    name: 'clarification reminders',
    run: (db) =>
      db.transaction(async (tx) => {
        const today = indiaDate();
        const due = await repo.claimDueReminders(tx, today, addDays(today, CLARIFICATION_REMINDER_DAYS_BEFORE));
        for (const thread of due) {
          const proposal = await findProposalForThread(tx, thread.postId);
          if (!proposal) continue;
          const kind = proposalKindOf(proposal.category, proposal.type)!;
          const link = kind.detailPath(proposal.id);
          for (const person of await proposalApplicants(app, tx, proposal)) {
            await notify(tx, {
              userId: person.id,
              kind: 'CLARIFICATION_REMINDER',
              title: MESSAGES.clarificationReminderNoticeTitle,
              body: fillMessage(MESSAGES.clarificationReminderNoticeBody, {
                kind: kind.label,
                title: proposal.title,
                respondBy: writtenDay(String(thread.respondBy)),
              }),
              link,
            });
            await queueMail(tx, {
              to: person.email,
              ...clarificationReminderMail(
                person,
                { kindLabel: kind.label, title: proposal.title },
                String(thread.respondBy),
                app.mailer.url(link, person.language),
              ),
            });
          }
        }
        if (due.length > 0) app.mailer.wake();
        return due.length;
      }),
  };
}
