import { type ClarificationPostType, keyed, MESSAGES, type ProposalKind, proposalKindOf } from '@portal/shared';
import type { ProposalDetail, ProposalRound } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { isPublicPostRow, type ProposalRecord, type UserRow } from '../../../db/schema/index.js';
import { AppError, validationError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { answeredBy, mappingsOf } from '../../challenges/index.js';
import { proposalHooks, threadFlagsOf } from '../proposal-hooks.js';
import { type UserContact, findContact, findUserRow, requireSubmitter as requireSubmitterAccount, userNames } from '../../users/index.js';
import * as repo from '../proposals.repo.js';
import { type Audience, toProposalDetail } from '../proposals.view.js';

/**
 * Who may read or change a proposal, settled in one place for every operation: the owner, the people
 * named on it and admins read all of it; anyone reads a public Steelcollab post without its private
 * parts; everyone else gets the 404 of a proposal that does not exist.
 */

/**
 * A proposal the caller may edit now, found before the request's body is read: `submitter` is its owner
 * (whose posting rights apply), `editor` the caller (the owner, or a collaborator on a funding draft).
 */
export type EditTarget = { submitter: UserRow; editor: UserRow; proposal: ProposalRecord; kind: ProposalKind };

/** Whether a draft's collaborators may open and edit it: funding kinds only (docs/architecture.md#drafts-and-receipts). */
export const collaboratorsCoEdit = (kind: ProposalKind | null): boolean => kind !== null && kind.category !== 'STEELCOLLAB';

/** Whether the caller may submit at all (403s), checked before the body is read. */
export function requireSubmitter(app: FastifyInstance, viewer: SessionUser): Promise<UserRow> {
  return requireSubmitterAccount(app, viewer.id);
}

/**
 * The proposal the caller may edit now, checked before the body is read: someone else's is a 404
 * (existence does not leak), one no longer under review a 409.
 */
export async function requireEditable(app: FastifyInstance, viewer: SessionUser, id: string): Promise<EditTarget> {
  const editor = await requireSubmitter(app, viewer);
  const proposal = await repo.findProposal(app.db, id);
  if (!proposal) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  const kind = proposalKindOf(proposal.category, proposal.type)!;
  if (proposal.status === 'DRAFT') {
    // A draft: its owner, and on a funding kind the people it names (docs/architecture.md#drafts-and-receipts).
    if (proposal.userId === editor.id) return { submitter: editor, editor, proposal, kind };
    if (!collaboratorsCoEdit(kind) || !(await repo.isCollaborator(app.db, proposal.id, editor.id))) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    const owner = await findUserRow(app.db, proposal.userId);
    if (!owner) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    return { submitter: owner, editor, proposal, kind };
  }
  if (proposal.userId !== editor.id) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  if (proposal.status !== 'UNDER_REVIEW') throw new AppError('CONFLICT', MESSAGES.proposalNotEditable);
  return { submitter: editor, editor, proposal, kind };
}

/**
 * 'private' for the owner, a collaborator or an admin; 'reviewer' for a reviewer assigned to it who has
 * declared no conflict (docs/architecture.md#peer-review); 'public' for a public post; else null.
 */
/** `db` is the caller's transaction when it holds one (PGlite has a single connection: a query beside it would wait for it). */
export async function audienceOf(app: FastifyInstance, viewer: SessionUser | null, row: ProposalRecord, db: DbOrTx = app.db): Promise<Audience | null> {
  if (row.status === 'DRAFT') {
    // A draft is its owner's, and on funding kinds its collaborators'; admins do not see it (decision 150).
    if (!viewer) return null;
    if (viewer.id === row.userId) return 'private';
    return collaboratorsCoEdit(proposalKindOf(row.category, row.type)) && (await repo.isCollaborator(db, row.id, viewer.id)) ? 'private' : null;
  }
  if (viewer && (viewer.id === row.userId || viewer.roles.includes('ADMIN') || (await repo.isCollaborator(db, row.id, viewer.id)))) {
    return 'private';
  }
  if (viewer && (await proposalHooks().readsAsReviewer(db, row.id, viewer.id))) return 'reviewer';
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

/**
 * What a caller that has just written the proposal already holds, so its answer reads no row twice: the
 * row as written, and the name of the person who saved it last.
 */
export type KnownDetail = { row: ProposalRecord; savedByName?: string };

/**
 * The proposal's detail as `audience` may see it, with what the viewer may do with it. Parts a proposal
 * of its kind and status cannot have are not queried: challenge links belong to the kinds that answer a
 * challenge, connections to public posts (never a draft), clarifications to a submitted proposal.
 */
export async function renderDetail(
  app: FastifyInstance,
  id: string,
  audience: Audience,
  isOwner: boolean,
  may = { canLeave: false, seesAddresses: false },
  known?: KnownDetail,
): Promise<ProposalDetail> {
  const db = app.db;
  const row = known?.row ?? (await repo.findProposal(db, id))!;
  const kind = proposalKindOf(row.category, row.type);
  const draft = row.status === 'DRAFT';
  const savedByKnown = draft && row.lastSavedBy !== null && known?.savedByName !== undefined;
  const [documents, collaborators, connections, challengeMappings, answered, savedBy, rounds] = await Promise.all([
    audience !== 'public' ? repo.listDocuments(db, id) : [],
    audience !== 'public' && kind?.partners !== 'none' ? repo.listCollaborators(db, id) : [],
    draft ? [] : repo.listConnections(db, id),
    kind?.needsChallenge ? mappingsOf(db, id) : [],
    kind?.needsChallenge ? answeredBy(db, [id]) : new Map<string, never>(),
    draft && row.lastSavedBy && !savedByKnown ? userNames(db, [row.lastSavedBy]) : new Map<string, string>(),
    audience === 'private' && !draft ? proposalHooks().roundsOf(db, [id]) : new Map<string, ProposalRound>(),
  ]);
  const round = rounds.get(id) ?? null;
  // Only the owner and a draft's co-editors get a private view of a draft (audienceOf).
  // After the round's cut-off the applicant's edits are closed (a clarification reply is the way, decision 238).
  const canEdit = draft ? audience === 'private' : isOwner && row.status === 'UNDER_REVIEW' && !round?.editingClosed;
  const savedByName = savedByKnown ? known!.savedByName! : row.lastSavedBy ? (savedBy.get(row.lastSavedBy) ?? null) : null;
  const extra = { challenge: answered.get(id) ?? null, savedBy: savedByName };
  // A draft has no clarification thread and no days in review (an admin cannot see it, decision 150).
  const flags = audience !== 'private' ? null : draft ? DRAFT_FLAGS : await threadFlagsOf(db, id);
  const detail = toProposalDetail(row, { documents, collaborators, connections, challengeMappings, ...extra }, audience, { canEdit, ...may }, app.storage);
  const withRound = audience === 'private' && !draft ? { ...detail, round } : detail;
  return flags ? { ...withRound, ...flags } : withRound;
}
const DRAFT_FLAGS = { awaitingApplicant: false, clarificationOverdue: false, daysInReview: null } as const;

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
  // An admin cannot see a draft, so cannot ask about one either (decision 150).
  if (!row || row.status === 'DRAFT') return null;
  const kind = proposalKindOf(row.category, row.type)!;
  if (kind.postType !== postType) {
    throw validationError([{ path: ['body', 'post_type'], ...keyed('proposalTypeMismatch', { kind: kind.label, postType: kind.postType }) }]);
  }
  const owner = await findContact(tx, row.userId);
  return owner && { ...owner, proposal: row, kind };
}

/**
 * The proposal if the viewer is its owner or a collaborator: the applicants, who answer its
 * clarifications. An admin may read it but not answer for them (403); anyone else gets the 404.
 */
export async function requireApplicant(app: FastifyInstance, viewer: SessionUser, id: string): Promise<{ proposal: ProposalRecord; kind: ProposalKind }> {
  const row = await repo.findProposal(app.db, id);
  if (row && (viewer.id === row.userId || (await repo.isCollaborator(app.db, row.id, viewer.id)))) {
    return { proposal: row, kind: proposalKindOf(row.category, row.type)! };
  }
  if (row && viewer.roles.includes('ADMIN')) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
}

/** The proposal's owner and collaborators as mails and notifications address them, owner first. */
export async function proposalApplicants(app: FastifyInstance, tx: DbOrTx, row: ProposalRecord): Promise<UserContact[]> {
  const owner = await findContact(tx, row.userId);
  const people: UserContact[] = owner ? [owner] : [];
  // Each as a contact, with the language their mails are written in (decision 176).
  for (const c of await repo.listCollaborators(tx, row.id)) {
    const contact = await findContact(tx, c.userId);
    if (contact) people.push(contact);
  }
  return people;
}

/** A proposal read in the caller's transaction, for a clarification thread's reminder; null when gone. */
export function findProposalForThread(tx: DbOrTx, id: string): Promise<ProposalRecord | null> {
  return repo.findProposal(tx, id);
}
