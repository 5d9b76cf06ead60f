import { type ClarificationPostType, fillMessage, MESSAGES, type ProposalKind, proposalKindOf } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { isPublicPostRow, type ProposalRecord, type UserRow } from '../../../db/schema/index.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { ChallengesService } from '../../challenges/challenges.service.js';
import { type UserContact, UsersService } from '../../users/users.service.js';
import * as repo from '../proposals.repo.js';
import { type Audience, toProposalDetail } from '../proposals.view.js';

/**
 * Who may read or change a proposal, settled in one place for every operation: the owner, the people
 * named on it and admins read all of it; anyone reads a public Steelcollab post without its private
 * parts; everyone else gets the 404 of a proposal that does not exist.
 */

/** A proposal its owner may edit now, found before the request's body is read. */
export type EditTarget = { submitter: UserRow; proposal: ProposalRecord; kind: ProposalKind };

/** Whether the caller may submit at all (403s), checked before the body is read. */
export function requireSubmitter(app: FastifyInstance, viewer: SessionUser): Promise<UserRow> {
  return new UsersService(app).requireSubmitter(viewer.id);
}

/**
 * The proposal the caller may edit now, checked before the body is read: someone else's is a 404
 * (existence does not leak), one no longer under review a 409.
 */
export async function requireEditable(app: FastifyInstance, viewer: SessionUser, id: string): Promise<EditTarget> {
  const submitter = await requireSubmitter(app, viewer);
  const proposal = await repo.findProposal(app.db, id);
  if (!proposal || proposal.userId !== submitter.id) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  if (proposal.status !== 'UNDER_REVIEW') throw new AppError('CONFLICT', MESSAGES.proposalNotEditable);
  return { submitter, proposal, kind: proposalKindOf(proposal.category, proposal.type)! };
}

/** 'private' for the owner, a collaborator or an admin; 'public' for a public post; else null. */
export async function audienceOf(app: FastifyInstance, viewer: SessionUser | null, row: ProposalRecord): Promise<Audience | null> {
  if (viewer && (viewer.id === row.userId || viewer.roles.includes('ADMIN') || (await repo.isCollaborator(app.db, row.id, viewer.id)))) {
    return 'private';
  }
  const kind = proposalKindOf(row.category, row.type);
  return kind?.isPublic && isPublicPostRow(row) ? 'public' : null;
}

/**
 * The proposal if the viewer is its owner, a collaborator or an admin; anyone else gets the same 404
 * as for an id that does not exist.
 */
export async function requirePrivateViewer(app: FastifyInstance, viewer: SessionUser, id: string): Promise<{ proposal: ProposalRecord; kind: ProposalKind }> {
  const row = await repo.findProposal(app.db, id);
  if (!row || (await audienceOf(app, viewer, row)) !== 'private') throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  return { proposal: row, kind: proposalKindOf(row.category, row.type)! };
}

/** The proposal's detail as `audience` may see it, with what the viewer may do with it. */
export async function renderDetail(
  app: FastifyInstance,
  id: string,
  audience: Audience,
  isOwner: boolean,
  may = { canLeave: false, seesAddresses: false },
): Promise<ProposalDetail> {
  const db = app.db;
  const row = (await repo.findProposal(db, id))!;
  const [documents, collaborators, connections, challengeMappings] = await Promise.all([
    audience === 'private' ? repo.listDocuments(db, id) : [],
    audience === 'private' ? repo.listCollaborators(db, id) : [],
    repo.listConnections(db, id),
    new ChallengesService(app).mappingsOf(db, id),
  ]);
  const canEdit = isOwner && row.status === 'UNDER_REVIEW';
  return toProposalDetail(row, { documents, collaborators, connections, challengeMappings }, audience, { canEdit, ...may }, app.storage);
}

/**
 * The owner of the proposal a clarification of `postType` is about, read in the caller's
 * transaction; null when there is no such proposal, a 400 when it is of another kind.
 */
export async function clarifiedProposalOwner(
  app: FastifyInstance,
  tx: DbOrTx,
  postType: ClarificationPostType,
  id: string,
): Promise<(UserContact & { proposal: ProposalRecord; kind: ProposalKind }) | null> {
  const row = await repo.findProposal(tx, id);
  if (!row) return null;
  const kind = proposalKindOf(row.category, row.type)!;
  if (kind.postType !== postType) {
    throw validationError([{ path: ['body', 'post_type'], message: fillMessage(MESSAGES.proposalTypeMismatch, { kind: kind.label, postType: kind.postType }) }]);
  }
  const owner = await new UsersService(app).findContact(tx, row.userId);
  return owner && { ...owner, proposal: row, kind };
}
