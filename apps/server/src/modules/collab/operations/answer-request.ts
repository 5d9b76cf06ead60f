import { MESSAGES, notice, PATHS } from '@portal/shared';
import type { CollabRequest } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { notify } from '../../notifications/index.js';
import { collabPeople } from '../../users/index.js';
import * as repo from '../collab.repo.js';
import { requireParty, statusOf } from './collab-access.js';
import { viewRequests } from './list-requests.js';

/**
 * `POST /collab/requests/{id}/accept` | `/decline`: the recipient's answer to an open request, with the
 * request's row locked (two answers at once, or an answer and the expiry, cannot both pass). On acceptance
 * both sides see each other's e-mail and phone and the conversation opens; the sender is notified.
 */
export async function answerRequest(app: FastifyInstance, actor: SessionUser, id: string, answer: 'ACCEPTED' | 'DECLINED'): Promise<CollabRequest> {
  const now = new Date();
  return app.db.transaction(async (tx) => {
    const row = requireParty(await repo.lockRequest(tx, id), actor.id, 'RECEIVED');
    if (statusOf(row, now) !== 'OPEN') throw new AppError('CONFLICT', MESSAGES.collabRequestNotOpen);
    const updated = await repo.setRequestStatus(tx, row.id, answer, now);
    if (answer === 'ACCEPTED') {
      const me = (await collabPeople(tx, [actor.id])).get(actor.id);
      await notify(tx, {
        userId: row.fromUser,
        kind: 'COLLAB_ACCEPTED',
        title: notice('collabAcceptedNoticeTitle', { name: me?.name ?? '' }),
        body: notice('collabAcceptedNoticeBody'),
        link: PATHS.collabRequest(row.id),
      });
    }
    return (await viewRequests(tx, actor.id, [updated], now))[0]!;
  });
}

/**
 * `POST /collab/requests/{id}/block`: the recipient blocks the request's sender: their further requests
 * are silenced (the sender is not told). An open request is declined with it.
 */
export async function blockSender(app: FastifyInstance, actor: SessionUser, id: string): Promise<CollabRequest> {
  const now = new Date();
  return app.db.transaction(async (tx) => {
    const row = requireParty(await repo.lockRequest(tx, id), actor.id, 'RECEIVED');
    await repo.insertBlock(tx, actor.id, row.fromUser);
    const updated = statusOf(row, now) === 'OPEN' ? await repo.setRequestStatus(tx, row.id, 'DECLINED', now) : row;
    return (await viewRequests(tx, actor.id, [updated], now))[0]!;
  });
}

/** `POST /collab/requests/{id}/report`: the recipient reports a request with a reason; the admins read reports. Once per request. */
export async function reportRequest(app: FastifyInstance, actor: SessionUser, id: string, reason: string): Promise<CollabRequest> {
  const now = new Date();
  return app.db.transaction(async (tx) => {
    const row = requireParty(await repo.lockRequest(tx, id), actor.id, 'RECEIVED');
    if (!(await repo.insertReport(tx, { requestId: row.id, reporterId: actor.id, reason }))) throw new AppError('CONFLICT', MESSAGES.collabAlreadyReported);
    return (await viewRequests(tx, actor.id, [row], now))[0]!;
  });
}
