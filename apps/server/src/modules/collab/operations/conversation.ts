import { MESSAGES } from '@portal/shared';
import type { CollabChatMessage } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { userNames } from '../../users/index.js';
import * as repo from '../collab.repo.js';
import { toChatMessage } from '../collab.view.js';
import { requireParty } from './collab-access.js';

/** The newest messages a conversation shows. */
const CONVERSATION_LIMIT = 500;

async function acceptedRequest(db: DbOrTx, id: string, userId: string, lock: boolean) {
  const row = requireParty(lock ? await repo.lockRequest(db, id) : await repo.findRequest(db, id), userId);
  if (row.status !== 'ACCEPTED') throw new AppError('CONFLICT', MESSAGES.collabConversationClosed);
  return row;
}

async function messagesOf(db: DbOrTx, requestId: string): Promise<CollabChatMessage[]> {
  const rows = await repo.listMessages(db, requestId, CONVERSATION_LIMIT);
  const names = await userNames(db, [...new Set(rows.map((r) => r.authorId))]);
  return rows.map((r) => toChatMessage(r, names));
}

/** `GET /collab/requests/{id}/messages`: the conversation of an accepted request, to its two parties only. */
export async function listConversation(app: FastifyInstance, actor: SessionUser, id: string): Promise<CollabChatMessage[]> {
  await acceptedRequest(app.db, id, actor.id, false);
  return messagesOf(app.db, id);
}

/** `POST /collab/requests/{id}/messages`: a message in the conversation; answers the conversation. */
export async function postToConversation(app: FastifyInstance, actor: SessionUser, id: string, body: string): Promise<CollabChatMessage[]> {
  return app.db.transaction(async (tx) => {
    await acceptedRequest(tx, id, actor.id, true);
    await repo.insertMessage(tx, { requestId: id, authorId: actor.id, body });
    return messagesOf(tx, id);
  });
}
