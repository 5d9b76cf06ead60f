import { fillMessage, MESSAGES, ROUND_MESSAGES, writtenDay } from '@portal/shared';
import { PROPOSAL_FILE_FIELD, type ProposalDetail } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import { recordAudit } from '../../audit/index.js';
import { relinkProposal } from '../../challenges/index.js';
import * as repo from '../proposals.repo.js';
import { type EditTarget, renderDetail } from './proposal-access.js';
import { changedColumns, columnsOf, type ProposalInput, requirePoster, resolveCollaborators, storeProposalFile, validateBody } from './proposal-input.js';
import { notifyAdmins, tellNewCollaborators } from './proposal-notices.js';
import { proposalHooks } from '../proposal-hooks.js';

/**
 * `PATCH /proposals/{id}`, the owner's edit: the same validation as create, category, type, status and
 * owner unchanged. A new file replaces the old one (deleted); people named for the first time ever are
 * mailed and notified. What changed is audited (the changed columns before and after, the file, who
 * joined and left); a save that changes nothing leaves no entry.
 */
export async function updateProposal(app: FastifyInstance, target: EditTarget, input: ProposalInput, file: UploadedFile | undefined): Promise<ProposalDetail> {
  const { submitter, kind } = target;
  requirePoster(kind, submitter);
  const body = validateBody(kind, input, file, { fileRequired: false });
  await app.db.transaction(async (tx) => {
    const current = await repo.lockProposal(tx, target.proposal.id);
    if (!current || current.userId !== submitter.id) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    if (current.status !== 'UNDER_REVIEW') throw new AppError('CONFLICT', MESSAGES.proposalNotEditable);
    // After its round's cut-off the applicant adds information by a clarification reply, not an edit (decision 238).
    const round = (await proposalHooks().roundsOf(tx, [current.id])).get(current.id);
    if (round?.editingClosed)
      throw new AppError('CONFLICT', fillMessage(ROUND_MESSAGES.editingClosed, { round: round.name, date: writtenDay(round.cutoffAt) }));
    const collaborators = await resolveCollaborators(app, tx, kind, body, submitter.id, current.id);
    const columns = columnsOf(kind, body, submitter, collaborators.length);
    const row = await repo.updateProposal(tx, current.id, columns);
    const change = changedColumns(current, columns);
    if (file) {
      await storeProposalFile(app, tx, current.id, submitter.id, file);
      change.after[PROPOSAL_FILE_FIELD] = file.fileName;
    }
    if (kind.partners !== 'none') {
      const before = new Set(await repo.listCollaboratorIds(tx, current.id));
      const after = new Set(collaborators.map((c) => c.id));
      const removed = [...before].filter((id) => !after.has(id));
      await repo.removeCollaborators(tx, current.id, removed);
      const added = collaborators.filter((c) => !before.has(c.id));
      await repo.addCollaborators(
        tx,
        current.id,
        added.map((c) => c.id),
      );
      await tellNewCollaborators(app, tx, added, row, kind, submitter);
      if (added.length > 0 || removed.length > 0) change.after.collaborators = { added: added.map((c) => c.id), removed };
    }
    // A reviewer may be in conflict now: a new collaborator, or the applicant's organisation changed (decision 206).
    if (change.after.collaborators || 'orgName' in change.after) {
      const people = [...new Set([submitter.id, ...(await repo.listCollaboratorIds(tx, current.id)), ...collaborators.map((c) => c.id)])];
      await proposalHooks().recheckConflicts(app, tx, submitter.id, { proposalIds: [current.id], userIds: people });
    }
    if (kind.needsChallenge && (await relinkProposal(app, tx, current.id, body.challengeId!))) change.after.challengeId = body.challengeId;
    if (Object.keys(change.after).length > 0) {
      await recordAudit(tx, { actorId: submitter.id, action: 'PROPOSAL_UPDATED', entityType: 'proposal', entityId: current.id, ...change });
      await notifyAdmins(app, tx, row, kind, 'edited');
      await proposalHooks().textChanged(tx, [current.id]);
    }
  });
  app.mailer.wake();
  return renderDetail(app, target.proposal.id, 'private', true);
}
