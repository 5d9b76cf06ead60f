import { MESSAGES, notice, respondByBounds, writtenDay } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { followUpMail } from '../clarifications.mails.js';
import { notify } from '../../notifications/index.js';
import { proposalApplicants } from '../../proposals/index.js';
import * as repo from '../clarifications.repo.js';
import { scheduleClarificationReminder } from './remind-applicants.js';
import type { ThreadTarget } from './thread-target.js';

/**
 * `POST /admin/proposals/{id}/clarifications/{cid}/follow-ups` (admins): a new question in the same
 * thread, with its own date to answer by (default 14 days ahead). The thread waits on the applicants
 * again, and they are mailed, notified and, near the date, reminded once more. A closed thread is a 409.
 */
export async function followUpClarification(
  app: FastifyInstance,
  admin: SessionUser,
  target: ThreadTarget,
  input: { text: string; respondBy?: string },
): Promise<void> {
  const { proposal, kind } = target;
  const respondBy = input.respondBy ?? respondByBounds().default;
  await app.db.transaction(async (tx) => {
    await repo.lockPost(tx, proposal.id);
    const thread = await repo.lockClarification(tx, proposal.id, target.clarificationId);
    if (!thread) throw new AppError('NOT_FOUND', MESSAGES.clarificationMissing);
    if (thread.closedAt) throw new AppError('CONFLICT', MESSAGES.clarificationClosedAsk);
    const now = new Date();
    await repo.insertMessage(tx, { clarificationId: thread.id, side: 'ADMIN', authorId: admin.id, text: input.text, respondBy, createdAt: now });
    await repo.updateClarification(tx, thread.id, { respondBy, waitingSince: thread.waitingSince ?? now });
    // The new question is reminded of in its turn: a reminder of the earlier one not sent yet goes.
    await scheduleClarificationReminder(tx, thread.id, respondBy, now);
    await repo.openWait(tx, proposal.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'CLARIFICATION_REQUESTED',
      entityType: 'proposal',
      entityId: proposal.id,
      before: null,
      after: { postType: kind.postType, comment: input.text, clarificationId: thread.id, respondBy, followUp: true },
    });
    const link = kind.detailPath(proposal.id);
    for (const person of await proposalApplicants(app, tx, proposal)) {
      await notify(tx, {
        userId: person.id,
        kind: 'CLARIFICATION',
        title: notice('clarificationFollowUpNoticeTitle'),
        body: notice('clarificationFollowUpNoticeBody', {
          kind: kind.label,
          title: proposal.title,
          respondBy: writtenDay(respondBy),
          text: input.text,
        }),
        link,
      });
      await queueMail(tx, {
        to: person.email,
        ...followUpMail(person, { kindLabel: kind.label, title: proposal.title }, input.text, respondBy, app.mailer.url(link, person.language)),
      });
    }
  });
  app.mailer.wake();
}
