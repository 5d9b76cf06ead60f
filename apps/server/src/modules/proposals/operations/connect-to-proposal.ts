import { CONNECTIONS_PER_ACCOUNT_PER_DAY, keyed, MESSAGES, PATHS, proposalKindOf } from '@portal/shared';
import type { ConnectResult } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { isPublicPostRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { queueMail } from '../../mail/index.js';
import { findContact, lockAccount, requireConnector } from '../../users/index.js';
import { proposalHooks } from '../proposal-hooks.js';
import { connectionRequestMail } from '../proposals.mails.js';
import * as repo from '../proposals.repo.js';
import { notifyOwnerOfConnection } from './proposal-notices.js';

/** A second request to connect with the same post within this time is answered with the first (docs/architecture.md#connecting). */
const CONNECT_REPEAT_HOURS = 24;

/**
 * `POST /connectedstakeholder`: the caller registers interest in a public Steelcollab post; the owner
 * is mailed. The caller must have a verified address, a complete profile, a status other than
 * REJECTED and a name without a link, and may make 20 requests a day (decision 124). A repeat within
 * 24 h answers the first record and sends nothing (`created` false). The connect opens a request to
 * collaborate with the owner; `contactEmail` is the post's address only once the owner accepted (decision 265).
 */
export async function connectToProposal(
  app: FastifyInstance,
  viewer: SessionUser,
  input: { proposalId: string; from: string },
): Promise<{ created: boolean; data: ConnectResult }> {
  if (input.from !== viewer.id) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  await requireConnector(app, viewer.id);
  const outcome = await app.db.transaction(async (tx) => {
    // Locked so that two requests at once cannot both pass the 24 h check and mail twice.
    const row = await repo.lockProposal(tx, input.proposalId);
    const kind = row ? proposalKindOf(row.category, row.type) : null;
    if (!row || !kind?.isPublic || !isPublicPostRow(row)) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    if (row.userId === viewer.id) throw new AppError('BAD_REQUEST', MESSAGES.connectOwnPost);
    const earlier = await repo.findRecentConnection(tx, row.id, viewer.id, CONNECT_REPEAT_HOURS);
    if (earlier) return { created: false, record: earlier, row, mailed: false };
    // The caller's row locked: two requests at once cannot both pass the day's count.
    await lockAccount(tx, viewer.id);
    if ((await repo.countRecentConnectionsFrom(tx, viewer.id, CONNECT_REPEAT_HOURS)) >= CONNECTIONS_PER_ACCOUNT_PER_DAY) {
      throw new AppError('TOO_MANY_REQUESTS', keyed('connectDailyLimit', { max: CONNECTIONS_PER_ACCOUNT_PER_DAY }));
    }
    const requester = await findContact(tx, viewer.id);
    if (!requester) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalid);
    const record = await repo.insertConnection(tx, { proposalId: row.id, fromUser: viewer.id, toUser: row.userId });
    // The connect is a request to collaborate: the owner accepts before any address is shared (decision 265).
    const request = await proposalHooks().openConnectRequest(tx, { fromUserId: viewer.id, toUserId: row.userId, proposalId: row.id, title: row.title });
    // A owner who blocked the caller hears nothing; the caller's answer is the same.
    if (request.silenced) return { created: true, record, row, mailed: false };
    // In the owner's language (decision 176), to the address and name the post gives.
    const language = (await findContact(tx, row.userId))?.language ?? 'en';
    await queueMail(tx, {
      to: row.email,
      ...connectionRequestMail({ name: row.name, language }, requester, kind, row.title, app.mailer.url(PATHS.collabRequest(request.id), language)),
    });
    await notifyOwnerOfConnection(tx, row, requester);
    return { created: true, record, row, mailed: true };
  });
  if (outcome.created && outcome.mailed) app.mailer.wake();
  // The post's address only once its owner accepted a request from the caller (decision 265).
  const contactEmail = (await proposalHooks().acceptedRequestBetween(app.db, viewer.id, outcome.row.userId)) ? outcome.row.email : null;
  return { created: outcome.created, data: { id: outcome.record.id, createdAt: outcome.record.createdAt.toISOString(), contactEmail } };
}
