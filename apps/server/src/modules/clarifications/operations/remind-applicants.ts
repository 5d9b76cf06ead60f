import { addDays, CLARIFICATION_REMINDER_DAYS_BEFORE, indiaDate, notice, proposalKindOf, writtenDay } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { findProposalForThread, proposalApplicants } from '../../proposals/index.js';
import { cancelReminders, indiaDayStart, registerReminderKind, scheduleReminder } from '../../reminders/index.js';
import { clarificationReminderMail } from '../clarifications.mails.js';
import * as repo from '../clarifications.repo.js';

export const CLARIFICATION_REMINDER_KIND = 'clarification';

/**
 * Schedules the reminder of a question just asked in a thread (the first or a follow-up), due two days
 * before its date to answer by (India); one of an earlier question not sent yet is taken back, so a
 * thread has one reminder to come. Each question is its own occasion (the key holds when it was asked).
 */
export async function scheduleClarificationReminder(tx: DbOrTx, threadId: string, respondBy: string, askedAt: Date): Promise<void> {
  await cancelReminders(tx, CLARIFICATION_REMINDER_KIND, threadId);
  await scheduleReminder(tx, {
    kind: CLARIFICATION_REMINDER_KIND,
    subjectId: threadId,
    key: `RESPOND_BY_MINUS_${CLARIFICATION_REMINDER_DAYS_BEFORE}@${askedAt.toISOString()}`,
    dueAt: indiaDayStart(addDays(respondBy, -CLARIFICATION_REMINDER_DAYS_BEFORE)),
  });
}

/**
 * The clarification reminder (decision 157): the applicants of a question that waits on them are mailed
 * and notified once, from two days before its date to answer by (India) until that day. An answered or
 * closed thread, or a date past, is not reminded of; a follow-up asks again, and so reminds again.
 */
export function registerClarificationReminders(app: FastifyInstance): void {
  registerReminderKind(app, {
    kind: CLARIFICATION_REMINDER_KIND,
    label: 'clarification reminders',
    remind: async (tx, reminder, now) => {
      const thread = await repo.findClarification(tx, reminder.subjectId);
      const today = indiaDate(now);
      if (!thread || thread.closedAt || !thread.waitingSince || !thread.respondBy || thread.respondBy < today) return 'void';
      if (thread.respondBy > addDays(today, CLARIFICATION_REMINDER_DAYS_BEFORE)) return 'later';
      const proposal = await findProposalForThread(tx, thread.postId);
      if (!proposal) return 'void';
      const kind = proposalKindOf(proposal.category, proposal.type)!;
      const link = kind.detailPath(proposal.id);
      for (const person of await proposalApplicants(app, tx, proposal)) {
        await notify(tx, {
          userId: person.id,
          kind: 'CLARIFICATION_REMINDER',
          title: notice('clarificationReminderNoticeTitle'),
          body: notice('clarificationReminderNoticeBody', {
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
      return 'sent';
    },
  });
}
