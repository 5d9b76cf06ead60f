import { type ClarificationPostType, MESSAGES, notice, respondByBounds, writtenDay } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, validationError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { type ClarificationTargets, clarificationTargets } from '../clarification-owners.js';
import * as repo from '../clarifications.repo.js';
import { scheduleClarificationReminder } from './remind-applicants.js';

export type ClarificationRequest = { post_id: string; post_type: ClarificationPostType; clarification: string; respondBy?: string };

/**
 * A clarification an admin asks about a profile or a proposal: stored, audited and mailed. A proposal's
 * is a thread that waits on its applicants until they reply (docs/architecture.md#clarification-threads).
 * Stores the request, mails and notifies the post's people, found from post_id and post_type alone
 * (never `email`). A proposal's waits on its applicants until `respondBy` (default 14 days ahead).
 * `targets`: the post type → owner table (clarification-owners.ts); a test may add a row.
 */
export async function askClarification(
  app: FastifyInstance,
  admin: SessionUser,
  input: ClarificationRequest,
  targets: ClarificationTargets = clarificationTargets(app),
): Promise<void> {
  const target = targets[input.post_type];
  if (!target) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  const isThread = target.entityType === 'proposal';
  if (!isThread && input.respondBy) throw validationError([{ path: ['body', 'respondBy'], message: MESSAGES.clarificationRespondByUser }]);
  const respondBy = isThread ? (input.respondBy ?? respondByBounds().default) : null;
  await app.db.transaction(async (tx) => {
    const owner = await target.findOwner(tx, input.post_id);
    if (!owner) throw new AppError('NOT_FOUND', target.notFound);
    const now = new Date();
    if (isThread) await repo.lockPost(tx, input.post_id);
    const row = await repo.insertClarification(tx, {
      postId: input.post_id,
      postType: input.post_type,
      comment: input.clarification,
      requestedBy: admin.id,
      respondBy,
      waitingSince: isThread ? now : null,
    });
    if (isThread) await repo.openWait(tx, input.post_id);
    if (respondBy) await scheduleClarificationReminder(tx, row.id, respondBy, now);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'CLARIFICATION_REQUESTED',
      entityType: target.entityType,
      entityId: input.post_id,
      before: null,
      after: { postType: input.post_type, comment: input.clarification, ...(isThread ? { clarificationId: row.id, respondBy } : {}) },
    });
    for (const person of [owner, ...(owner.others ?? [])]) {
      await queueMail(tx, { to: person.email, ...target.mail({ ...owner, ...person }, input.clarification, respondBy) });
      await notify(tx, {
        userId: person.id,
        kind: 'CLARIFICATION',
        title: notice('clarificationNoticeTitle'),
        body: respondBy
          ? notice('clarificationNoticeBodyBy', { subject: owner.subject, respondBy: writtenDay(respondBy), clarification: input.clarification })
          : notice('clarificationNoticeBody', { subject: owner.subject, clarification: input.clarification }),
        link: owner.link,
      });
    }
  });
  app.mailer.wake();
}
