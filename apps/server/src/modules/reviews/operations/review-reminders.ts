import { addDays, indiaDate, notice, proposalKindOf, writtenDay } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ReviewAssignmentRow } from '../../../db/schema/index.js';
import { INVITATION_REMINDER_KIND, REVIEW_REMINDER_KIND, REVIEW_STEPS } from './review-reminder-schedule.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { registerReminderKind } from '../../reminders/index.js';
import { findContact } from '../../users/index.js';
import { invitationReminderMail, reviewLateMail, reviewReminderMail } from '../reviews.mails.js';
import * as repo from '../reviews.repo.js';
import { expireInvitation } from './expire-invitation.js';
import { reviewPath, tellAdmins } from './review-notices.js';

/**
 * The review and invitation reminders (decision 254): each handler checks the assignment again in the
 * pass's transaction, so an assignment withdrawn, declined, released or submitted meanwhile gets nothing
 * even if its row was not cancelled.
 */
export function registerReviewReminders(app: FastifyInstance): void {
  const proposalOf = async (tx: DbOrTx, a: ReviewAssignmentRow) => {
    const proposal = await repo.findProposalRow(tx, a.proposalId);
    return proposal ? { proposal, kindLabel: proposalKindOf(proposal.category, proposal.type)?.label ?? 'proposal' } : null;
  };

  registerReminderKind(app, {
    kind: REVIEW_REMINDER_KIND,
    label: 'review reminders',
    remind: async (tx, reminder, now) => {
      const index = REVIEW_STEPS.findIndex((s) => s.key === reminder.key);
      const step = REVIEW_STEPS[index];
      const a = await repo.findAssignment(tx, reminder.subjectId);
      if (!step || !a || !(repo.OPEN_STATES as readonly string[]).includes(a.state)) return 'void';
      const today = indiaDate(now);
      if (today < addDays(a.dueDate, step.offset)) return 'later';
      const next = REVIEW_STEPS[index + 1];
      if (next && today >= addDays(a.dueDate, next.offset)) return 'void';
      const found = await proposalOf(tx, a);
      const reviewer = await findContact(tx, a.reviewerId);
      if (!found || !reviewer) return 'void';
      const { proposal, kindLabel } = found;
      const due = writtenDay(a.dueDate);
      if (step.to === 'admin') {
        await tellAdmins(app, tx, {
          kind: 'REVIEW_OVERDUE',
          proposalId: proposal.id,
          proposalKind: proposalKindOf(proposal.category, proposal.type)!,
          assignedBy: a.assignedBy,
          title: notice('reviewOverdueNoticeTitle', { title: proposal.title }),
          body: notice('reviewOverdueNoticeBody', { name: reviewer.name, kind: kindLabel, title: proposal.title, dueDate: due }),
          mail: true,
        });
        return 'sent';
      }
      const url = app.mailer.url(reviewPath(a.id), reviewer.language);
      const late = step.offset > 0;
      await queueMail(tx, {
        to: reviewer.email,
        ...(late ? reviewLateMail : reviewReminderMail)(reviewer, { kindLabel, title: proposal.title, dueDate: a.dueDate }, url),
      });
      await notify(tx, {
        userId: reviewer.id,
        kind: 'REVIEW_REMINDER',
        title: notice(late ? 'reviewLateNoticeTitle' : 'reviewReminderNoticeTitle', { dueDate: due }),
        body: notice(late ? 'reviewLateNoticeBody' : 'reviewReminderNoticeBody', { kind: kindLabel, title: proposal.title, dueDate: due }),
        link: reviewPath(a.id),
      });
      return 'sent';
    },
  });

  registerReminderKind(app, {
    kind: INVITATION_REMINDER_KIND,
    label: 'invitation reminders',
    remind: async (tx, reminder, now) => {
      const a = await repo.findAssignment(tx, reminder.subjectId);
      if (!a || a.state !== 'PENDING' || !a.respondBy) return 'void';
      const today = indiaDate(now);
      if (reminder.key === 'EXPIRE') {
        if (today <= a.respondBy) return 'later';
        return (await expireInvitation(app, tx, a.id, now)) ? 'sent' : 'void';
      }
      if (today < addDays(a.respondBy, -2)) return 'later';
      if (today > a.respondBy) return 'void';
      const found = await proposalOf(tx, a);
      const reviewer = await findContact(tx, a.reviewerId);
      if (!found || !reviewer) return 'void';
      const { proposal, kindLabel } = found;
      const respondBy = writtenDay(a.respondBy);
      await queueMail(tx, {
        to: reviewer.email,
        ...invitationReminderMail(reviewer, { kindLabel, title: proposal.title, respondBy: a.respondBy }, app.mailer.url(reviewPath(a.id), reviewer.language)),
      });
      await notify(tx, {
        userId: reviewer.id,
        kind: 'REVIEW_REMINDER',
        title: notice('reviewInvitationReminderNoticeTitle', { respondBy }),
        body: notice('reviewInvitationReminderNoticeBody', { kind: kindLabel, title: proposal.title, respondBy }),
        link: reviewPath(a.id),
      });
      return 'sent';
    },
  });
}
