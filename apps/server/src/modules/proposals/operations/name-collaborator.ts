import { fillMessage, MESSAGES, PROPOSAL_MAX_COLLABORATORS, proposalKindOf } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import { collaboratorCandidates, findUserRow } from '../../users/index.js';
import { proposalHooks } from '../proposal-hooks.js';
import * as repo from '../proposals.repo.js';
import { collaboratorsCoEdit } from './proposal-access.js';
import { tellNewCollaborators } from './proposal-notices.js';

/**
 * One person named on a draft by its owner, in the caller's transaction (the partners' invite, decision
 * 252): the draft save's rules for who is on a proposal, for one person added. Only the owner names
 * people (decision 205: a collaborator is refused, anyone else gets the 404 of a draft they cannot see);
 * the proposal must still be a DRAFT of a kind that takes collaborators; at most 10 people; one who left
 * it is not named again. The draft's row is locked; the change counts as a save of `collaborators` (a new
 * version, so an editor on an older one is asked before their list overwrites it), is audited as one, and
 * the person is told by notification and mail linking to the draft, once ever.
 */
export async function nameCollaboratorOnDraft(
  app: FastifyInstance,
  tx: DbOrTx,
  input: { ownerId: string; proposalId: string; userId: string },
): Promise<{ proposalId: string; title: string; path: string }> {
  const row = await repo.lockProposal(tx, input.proposalId);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  if (row.userId !== input.ownerId) {
    if (await repo.isCollaborator(tx, row.id, input.ownerId)) throw new AppError('FORBIDDEN', MESSAGES.collabInviteNotOwner);
    throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  }
  const kind = proposalKindOf(row.category, row.type)!;
  if (row.status !== 'DRAFT') throw new AppError('CONFLICT', MESSAGES.draftNotADraft);
  if (kind.partners === 'none' || !collaboratorsCoEdit(kind)) throw new AppError('BAD_REQUEST', MESSAGES.collabInviteNoCollaborators);
  const before = await repo.listCollaboratorIds(tx, row.id);
  if (before.includes(input.userId)) throw new AppError('CONFLICT', MESSAGES.collabAlreadyOnDraft);
  if (before.length >= PROPOSAL_MAX_COLLABORATORS) {
    throw new AppError('CONFLICT', fillMessage(MESSAGES.atMostCollaborators, { max: PROPOSAL_MAX_COLLABORATORS }));
  }
  if ((await repo.findLeavers(tx, row.id, [input.userId])).has(input.userId)) throw new AppError('CONFLICT', MESSAGES.collaboratorHasLeft);
  const person = (await collaboratorCandidates(tx, [input.userId], input.ownerId)).get(input.userId);
  const owner = await findUserRow(tx, input.ownerId);
  if (!person || !owner) throw new AppError('NOT_FOUND', MESSAGES.collaboratorNotRegistered);

  await repo.addCollaborators(tx, row.id, [person.id]);
  const next = row.version + 1;
  const partnersOn = kind.partners === 'optional' && row.partnersInvolved !== true;
  const updated = await repo.updateProposal(tx, row.id, {
    ...(partnersOn ? { partnersInvolved: true } : {}),
    version: next,
    fieldVersions: { ...(row.fieldVersions ?? {}), collaborators: next, ...(partnersOn ? { partnersInvolved: next } : {}) },
    lastSavedBy: owner.id,
  });
  await recordAudit(tx, {
    actorId: owner.id,
    action: 'PROPOSAL_UPDATED',
    entityType: 'proposal',
    entityId: row.id,
    before: partnersOn ? { partnersInvolved: row.partnersInvolved } : {},
    after: { ...(partnersOn ? { partnersInvolved: true } : {}), collaborators: { added: [person.id], removed: [] } },
  });
  await proposalHooks().recheckConflicts(app, tx, owner.id, { proposalIds: [row.id], userIds: [owner.id, ...before, person.id] });
  await tellNewCollaborators(app, tx, [person], updated, kind, owner, { draft: true });
  return { proposalId: row.id, title: row.title, path: kind.detailPath(row.id) };
}
