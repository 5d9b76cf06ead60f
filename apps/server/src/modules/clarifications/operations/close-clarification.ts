import { MESSAGES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../clarifications.repo.js';
import type { ThreadTarget } from './thread-target.js';

/**
 * `POST /admin/proposals/{id}/clarifications/{cid}/close` (admins): the thread takes no more replies
 * and no longer waits on the applicant. Closing a closed thread is a 409.
 */
export async function closeClarification(app: FastifyInstance, admin: SessionUser, target: ThreadTarget): Promise<void> {
  const { proposal } = target;
  await app.db.transaction(async (tx) => {
    await repo.lockPost(tx, proposal.id);
    const thread = await repo.lockClarification(tx, proposal.id, target.clarificationId);
    if (!thread) throw new AppError('NOT_FOUND', MESSAGES.clarificationMissing);
    if (thread.closedAt) throw new AppError('CONFLICT', MESSAGES.clarificationAlreadyClosed);
    const now = new Date();
    await repo.updateClarification(tx, thread.id, { closedAt: now, closedBy: admin.id, waitingSince: null });
    await repo.endWaitIfNoneWaiting(tx, proposal.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'CLARIFICATION_CLOSED',
      entityType: 'proposal',
      entityId: proposal.id,
      before: null,
      after: { clarificationId: thread.id },
    });
  });
}
