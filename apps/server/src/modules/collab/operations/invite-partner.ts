import { MESSAGES } from '@portal/shared';
import type { CollabRequest } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { nameCollaboratorOnDraft } from '../../proposals/index.js';
import * as repo from '../collab.repo.js';
import { requireParty, statusOf } from './collab-access.js';
import { viewRequests } from './list-requests.js';

/**
 * `POST /collab/requests/{id}/invite` `{ proposalId }` (decision 252): after an accepted request, either
 * party who owns a draft names the other on it as a collaborator in one step. The request's row is locked
 * (it cannot be declined or blocked meanwhile) and must be ACCEPTED; the draft's rules are the proposals
 * module's (the owner alone, a DRAFT that takes collaborators, at most 10, not one who left), applied
 * through its face in the same transaction, which audits the change and tells the partner.
 */
export async function invitePartner(
  app: FastifyInstance,
  actor: SessionUser,
  id: string,
  proposalId: string,
): Promise<{ request: CollabRequest; draft: { proposalId: string; title: string; path: string } }> {
  const now = new Date();
  const outcome = await app.db.transaction(async (tx) => {
    const row = requireParty(await repo.lockRequest(tx, id), actor.id);
    if (statusOf(row, now) !== 'ACCEPTED') throw new AppError('CONFLICT', MESSAGES.collabInviteNeedsAcceptance);
    const partnerId = row.side === 'SENT' ? row.toUser : row.fromUser;
    const draft = await nameCollaboratorOnDraft(app, tx, { ownerId: actor.id, proposalId, userId: partnerId });
    const [request] = await viewRequests(tx, actor.id, [row], now);
    return { request: request!, draft };
  });
  app.mailer.wake();
  return outcome;
}
