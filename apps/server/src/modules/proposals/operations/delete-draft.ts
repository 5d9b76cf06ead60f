import { MESSAGES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../proposals.repo.js';
import { audienceOf } from './proposal-access.js';

/**
 * `DELETE /proposals/{id}`: the owner deletes a draft, its files with it (decision 150). A co-editing
 * collaborator is refused (403); a submitted proposal is not deleted (409); anyone else gets the 404.
 */
export async function deleteDraft(app: FastifyInstance, viewer: SessionUser, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await repo.lockProposal(tx, id);
    if (!row || (await audienceOf(app, viewer, row, tx)) !== 'private') throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    if (row.status !== 'DRAFT') throw new AppError('CONFLICT', MESSAGES.draftNotADraft);
    if (row.userId !== viewer.id) throw new AppError('FORBIDDEN', MESSAGES.draftOnlyOwnerDeletes);
    const fileIds = await repo.deleteProposal(tx, id);
    for (const fileId of fileIds) await app.storage.remove(tx, fileId);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'PROPOSAL_DRAFT_DELETED',
      entityType: 'proposal',
      entityId: id,
      before: { status: 'DRAFT', title: row.title },
      after: null,
    });
  });
}
