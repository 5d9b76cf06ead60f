import { fillMessage, MESSAGES } from '@portal/shared';
import { COLLAB_REQUEST_DAYS } from '@portal/shared/schemas';
import type { DbOrTx } from '../../../db/client.js';
import * as repo from '../collab.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Steelcollab connect as a request to collaborate (decision 265), in the connect's transaction (the
 * post's row locked there): the open request from the caller to the post's owner, or a new one about the
 * post, silenced when the owner blocked the caller. The connect sends its own notice and mail, and keeps
 * its own daily cap; the post's contact is given only once the owner accepts.
 */
export async function openConnectRequest(
  tx: DbOrTx,
  input: { fromUserId: string; toUserId: string; proposalId: string; title: string },
): Promise<{ id: string; silenced: boolean }> {
  const now = new Date();
  await repo.expireRequests(tx, { fromUser: input.fromUserId, now });
  const open = await repo.findOpenBetween(tx, input.fromUserId, input.toUserId);
  if (open) return { id: open.id, silenced: open.silenced };
  const silenced = await repo.isBlocked(tx, input.toUserId, input.fromUserId);
  const row = await repo.insertRequest(tx, {
    fromUser: input.fromUserId,
    toUser: input.toUserId,
    proposalId: input.proposalId,
    message: fillMessage(MESSAGES.collabConnectMessage, { title: input.title }),
    silenced,
    createdAt: now,
    expiresAt: new Date(now.getTime() + COLLAB_REQUEST_DAYS * DAY_MS),
  });
  return { id: row.id, silenced };
}

/** Whether the owner accepted a request from the caller: the connect's `contactEmail` is then given. */
export const acceptedRequestBetween = (db: DbOrTx, fromUserId: string, toUserId: string) => repo.hasAcceptedBetween(db, fromUserId, toUserId);
