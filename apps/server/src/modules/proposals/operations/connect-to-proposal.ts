import { CONNECTIONS_PER_ACCOUNT_PER_DAY, keyed, MESSAGES, proposalKindOf } from '@portal/shared';
import type { ConnectResult } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { isPublicPostRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { queueMail } from '../../mail/index.js';
import { findContact, lockAccount, requireConnector } from '../../users/index.js';
import { connectionRequestMail } from '../proposals.mails.js';
import * as repo from '../proposals.repo.js';
import { notifyOwnerOfConnection } from './proposal-notices.js';

/** A second request to connect with the same post within this time is answered with the first (docs/architecture.md#connecting). */
const CONNECT_REPEAT_HOURS = 24;

/**
 * `POST /connectedstakeholder`: the caller registers interest in a public Steelcollab post; the owner
 * is mailed. The caller must have a verified address, a complete profile, a status other than
 * REJECTED and a name without a link, and may make 20 requests a day (decision 124). A repeat within
 * 24 h answers the first record without the contact address and sends nothing (`created` false).
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
    if (earlier) return { created: false, record: earlier, row };
    // The caller's row locked: two requests at once cannot both pass the day's count.
    await lockAccount(tx, viewer.id);
    if ((await repo.countRecentConnectionsFrom(tx, viewer.id, CONNECT_REPEAT_HOURS)) >= CONNECTIONS_PER_ACCOUNT_PER_DAY) {
      throw new AppError('TOO_MANY_REQUESTS', keyed('connectDailyLimit', { max: CONNECTIONS_PER_ACCOUNT_PER_DAY }));
    }
    const requester = await findContact(tx, viewer.id);
    if (!requester) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalid);
    const record = await repo.insertConnection(tx, { proposalId: row.id, fromUser: viewer.id, toUser: row.userId });
    // In the owner's language (decision 176), to the address and name the post gives.
    const language = (await findContact(tx, row.userId))?.language ?? 'en';
    await queueMail(tx, {
      to: row.email,
      ...connectionRequestMail({ name: row.name, language }, requester, kind, row.title, app.mailer.url(kind.detailPath(row.id), language)),
    });
    await notifyOwnerOfConnection(tx, row, requester);
    return { created: true, record, row };
  });
  if (outcome.created) app.mailer.wake();
  const contactEmail = outcome.created ? outcome.row.email : null;
  return { created: outcome.created, data: { id: outcome.record.id, createdAt: outcome.record.createdAt.toISOString(), contactEmail } };
}
