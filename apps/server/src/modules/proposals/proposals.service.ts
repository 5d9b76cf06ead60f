import {
  type ApiFieldError,
  type ClarificationPostType,
  CONNECTIONS_PER_ACCOUNT_PER_DAY,
  fillMessage,
  mayPost,
  MESSAGES,
  type ProposalKind,
  proposalKindOf,
  type ProposalStatus,
  proposalStatusName,
} from '@portal/shared';
import {
  type ConnectResult,
  PROPOSAL_FILE_FIELD,
  proposalBodySchema,
  proposalKindSelectorSchema,
  type ProposalDetail,
  PROPOSAL_HISTORY_ACTIONS,
  type ProposalHistoryEntry,
  type ProposalSearchQuery,
  type ProposalSearchRow,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { isPublicPostRow, type ProposalRecord, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';
import type { SessionUser } from '../../plugins/auth.js';
import { ChallengesService } from '../challenges/challenges.service.js';
import { auditTrail, recordAudit } from '../audit/audit.service.js';
import { queueMail } from '../mail/mail.service.js';
import { notify, notifyOnce } from '../notifications/notifications.service.js';
import { type CollaboratorCandidate, type UserContact, UsersService } from '../users/users.service.js';
import { collaboratorAddedMail, collaboratorLeftMail, connectionRequestMail, proposalStatusMail } from './proposals.mails.js';
import * as repo from './proposals.repo.js';
import { type Audience, toHistoryEntry, toProposalDetail } from './proposals.view.js';
import { searchPublicProposals } from './search.repo.js';

/** A body already read from JSON or multipart, not yet validated. */
export type ProposalInput = Record<string, unknown>;
/** A proposal its owner may edit now, found before the request's body is read. */
export type EditTarget = { submitter: UserRow; proposal: ProposalRecord; kind: ProposalKind };

/** The body after the kind's schema: the union of every kind's fields, each optional. */
type ValidBody = {
  [
    K in
      'title' | 'abstract' | 'methodology' | 'expectedResults' | 'riskFactors' | 'detailedDescription' | 'eligibilityCriteria' | 'objectives' | 'currentStage'
  ]?: string;
} & {
  name?: string;
  email?: string;
  mobile?: string;
  orgType?: UserRow['organizationCategory'];
  orgName?: string;
  designation?: string;
  focusArea: string[];
  partnersInvolved?: boolean;
  collaborators?: { organisation: string }[];
  challengeId?: string;
  detailsConfirmed: true;
  termsAccepted: true;
  postOnPortal?: true;
};

/** A second request to connect with the same post within this time is answered with the first (docs/architecture.md#connecting). */
const CONNECT_REPEAT_HOURS = 24;

/** Columns the edit derives rather than takes: they change only with what they derive from. */
const DERIVED_COLUMNS: ReadonlySet<string> = new Set(['partnersInvolved']);

/** The columns an edit changes, with their values before and after. */
function changedColumns(current: ProposalRecord, next: Partial<ProposalRecord>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const was = current[key as keyof ProposalRecord];
    if (DERIVED_COLUMNS.has(key) || JSON.stringify(was ?? null) === JSON.stringify(value ?? null)) continue;
    before[key] = was ?? null;
    after[key] = value ?? null;
  }
  return { before, after };
}

function validationError(errors: ApiFieldError[]): AppError {
  return new AppError('BAD_REQUEST', MESSAGES.validationFailed, errors);
}

/**
 * Proposals of every kind (docs/architecture.md#kinds): the kind table in
 * packages/shared says what differs; the rules here are the same for all six.
 */
export class ProposalsService {
  private readonly users: UsersService;
  private readonly challenges: ChallengesService;

  constructor(private readonly app: FastifyInstance) {
    this.users = new UsersService(app);
    this.challenges = new ChallengesService(app);
  }

  /** Whether the caller may submit at all (403s), checked before the body is read. */
  requireSubmitter(viewer: SessionUser): Promise<UserRow> {
    return this.users.requireSubmitter(viewer.id);
  }

  /**
   * The proposal the caller may edit now, checked before the body is read: someone else's is a 404
   * (existence does not leak), one no longer under review a 409.
   */
  async requireEditable(viewer: SessionUser, id: string): Promise<EditTarget> {
    const submitter = await this.users.requireSubmitter(viewer.id);
    const proposal = await repo.findProposal(this.app.db, id);
    if (!proposal || proposal.userId !== submitter.id) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    if (proposal.status !== 'UNDER_REVIEW') throw new AppError('CONFLICT', MESSAGES.proposalNotEditable);
    return { submitter, proposal, kind: proposalKindOf(proposal.category, proposal.type)! };
  }

  /** A new proposal, UNDER_REVIEW, with its file, collaborators and challenge, in one transaction. */
  async create(submitter: UserRow, input: ProposalInput, file: UploadedFile | undefined): Promise<{ kind: ProposalKind; data: ProposalDetail }> {
    const kind = this.kindOf(input);
    this.requirePoster(kind, submitter);
    const body = this.validate(kind, input, file, { fileRequired: true });
    const id = await this.app.db.transaction(async (tx) => {
      const collaborators = await this.resolveCollaborators(tx, kind, body, submitter.id, null);
      const row = await repo.insertProposal(tx, {
        userId: submitter.id,
        category: kind.category,
        type: kind.type,
        status: 'UNDER_REVIEW',
        // A post is public only once its poster's account is approved (decision 127).
        ownerApproved: submitter.status === 'APPROVED',
        ...this.columnsOf(kind, body, submitter, collaborators.length),
      });
      if (file) await this.storeFile(tx, row.id, submitter.id, file);
      await repo.addCollaborators(
        tx,
        row.id,
        collaborators.map((c) => c.id),
      );
      if (kind.needsChallenge) await this.challenges.linkProposal(tx, body.challengeId!, row.id);
      await recordAudit(tx, {
        actorId: submitter.id,
        action: 'PROPOSAL_CREATED',
        entityType: 'proposal',
        entityId: row.id,
        before: null,
        after: { status: row.status },
      });
      await this.tellNewCollaborators(tx, collaborators, row, kind, submitter);
      await this.notifyAdmins(tx, row, kind, 'submitted');
      return row.id;
    });
    this.app.mailer.wake();
    return { kind, data: await this.detail(id, 'private', true) };
  }

  /**
   * The owner's edit: the same validation as create, category, type, status and owner unchanged. A new
   * file replaces the old one (deleted); people named for the first time ever are mailed and notified. What changed is audited
   * (the changed columns before and after, the file, who joined and left); a save that changes
   * nothing leaves no entry.
   */
  async update(target: EditTarget, input: ProposalInput, file: UploadedFile | undefined): Promise<ProposalDetail> {
    const { submitter, kind } = target;
    this.requirePoster(kind, submitter);
    const body = this.validate(kind, input, file, { fileRequired: false });
    await this.app.db.transaction(async (tx) => {
      const current = await repo.lockProposal(tx, target.proposal.id);
      if (!current || current.userId !== submitter.id) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
      if (current.status !== 'UNDER_REVIEW') throw new AppError('CONFLICT', MESSAGES.proposalNotEditable);
      const collaborators = await this.resolveCollaborators(tx, kind, body, submitter.id, current.id);
      const columns = this.columnsOf(kind, body, submitter, collaborators.length);
      const row = await repo.updateProposal(tx, current.id, columns);
      const change = changedColumns(current, columns);
      if (file) {
        await this.storeFile(tx, current.id, submitter.id, file);
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
        await this.tellNewCollaborators(tx, added, row, kind, submitter);
        if (added.length > 0 || removed.length > 0) change.after.collaborators = { added: added.map((c) => c.id), removed };
      }
      if (kind.needsChallenge && (await this.challenges.relinkProposal(tx, current.id, body.challengeId!))) change.after.challengeId = body.challengeId;
      if (Object.keys(change.after).length > 0) {
        await recordAudit(tx, { actorId: submitter.id, action: 'PROPOSAL_UPDATED', entityType: 'proposal', entityId: current.id, ...change });
        await this.notifyAdmins(tx, row, kind, 'edited');
      }
    });
    this.app.mailer.wake();
    return this.detail(target.proposal.id, 'private', true);
  }

  /**
   * `POST /proposals/{id}/details`: everything for the owner, collaborators and admins; public
   * Steelcollab posts without private parts for anyone; otherwise 404, as if it did not exist.
   */
  async details(viewer: SessionUser | null, id: string): Promise<ProposalDetail> {
    const row = await repo.findProposal(this.app.db, id);
    const audience = row ? await this.audienceOf(viewer, row) : null;
    if (!row || !audience) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    const canLeave = Boolean(viewer && viewer.id !== row.userId && (await repo.isCollaborator(this.app.db, row.id, viewer.id)));
    return this.detail(row.id, audience, viewer?.id === row.userId, { canLeave, seesAddresses: Boolean(viewer?.roles.includes('ADMIN')) });
  }

  /**
   * "I am not part of this": a person named on a proposal leaves it, whatever its status. They are no
   * longer a collaborator, cannot be named on it again, and the owner is told in the portal and by mail.
   * Anyone not named on it gets the 404 of a proposal they cannot see; the owner, who can, a 400.
   */
  async leave(viewer: SessionUser, id: string): Promise<void> {
    await this.app.db.transaction(async (tx) => {
      const row = await repo.lockProposal(tx, id);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
      if (!(await repo.leaveProposal(tx, row.id, viewer.id))) {
        const seesIt = viewer.id === row.userId || viewer.roles.includes('ADMIN');
        throw seesIt ? new AppError('BAD_REQUEST', MESSAGES.notCollaborator) : new AppError('NOT_FOUND', MESSAGES.proposalMissing);
      }
      const kind = proposalKindOf(row.category, row.type)!;
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'PROPOSAL_COLLABORATOR_LEFT',
        entityType: 'proposal',
        entityId: row.id,
        before: { collaborator: viewer.id },
        after: null,
      });
      const [owner, leaver] = await Promise.all([this.users.findContact(tx, row.userId), this.users.findContact(tx, viewer.id)]);
      if (!owner || !leaver) return;
      const words = { name: leaver.name, kind: kind.label, title: row.title };
      await notify(tx, {
        userId: owner.id,
        kind: 'COLLABORATOR_LEFT',
        title: fillMessage(MESSAGES.collaboratorLeftTitle, words),
        body: fillMessage(MESSAGES.collaboratorLeftBody, words),
        link: kind.detailPath(row.id),
      });
      await queueMail(tx, { to: owner.email, ...collaboratorLeftMail(owner, leaver, kind, row.title, this.app.mailer.url(kind.detailPath(row.id))) });
    });
    this.app.mailer.wake();
  }

  /**
   * The proposal if the viewer is its owner, a collaborator or an admin; anyone else gets the same 404
   * as for an id that does not exist.
   */
  async requirePrivateViewer(viewer: SessionUser, id: string): Promise<{ proposal: ProposalRecord; kind: ProposalKind }> {
    const row = await repo.findProposal(this.app.db, id);
    if (!row || (await this.audienceOf(viewer, row)) !== 'private') throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    return { proposal: row, kind: proposalKindOf(row.category, row.type)! };
  }

  /**
   * An admin's decision (UNDER_REVIEW, APPROVED or REJECTED): the row locked against a concurrent
   * edit, the change audited with before and after, the applicant mailed and notified, all in one
   * transaction.
   */
  async setStatus(admin: SessionUser, id: string, change: { status: ProposalStatus; message?: string }): Promise<ProposalRecord> {
    const { status, message } = change;
    const row = await this.app.db.transaction(async (tx) => {
      const current = await repo.lockProposal(tx, id);
      if (!current) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
      const kind = proposalKindOf(current.category, current.type)!;
      const updated = await repo.updateProposal(tx, id, { status });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'PROPOSAL_STATUS_CHANGED',
        entityType: 'proposal',
        entityId: id,
        before: { status: current.status },
        after: message ? { status, message } : { status },
      });
      const owner = (await this.users.findContact(tx, current.userId))!;
      const label = proposalStatusName(kind, status);
      const pageUrl = this.app.mailer.url(kind.detailPath(id));
      await queueMail(tx, { to: owner.email, ...proposalStatusMail(owner, kind, current.title, { statusLabel: label, message, pageUrl }) });
      await notify(tx, {
        userId: owner.id,
        kind: 'PROPOSAL_STATUS',
        title: `Your ${kind.label} is now ${label}`,
        body: `"${current.title}" was marked ${label} by the portal administrators.${message ? ` Their message: ${message}` : ''}`,
        link: kind.detailPath(id),
      });
      return updated;
    });
    this.app.mailer.wake();
    return row;
  }

  /**
   * `GET /admin/proposals/{id}/history`: the proposal's audited trail, newest first: submitted, edited
   * (which fields), status changes and clarifications asked, each with who and when.
   */
  async history(id: string, page: { page: number; limit: number }): Promise<{ rows: ProposalHistoryEntry[]; total: number }> {
    if (!(await repo.findProposal(this.app.db, id))) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    const { rows, total } = await auditTrail(this.app.db, { type: 'proposal', id, actions: PROPOSAL_HISTORY_ACTIONS }, page);
    return { rows: rows.map(toHistoryEntry), total };
  }

  /**
   * The owner of the proposal a clarification of `postType` is about, read in the caller's
   * transaction; null when there is no such proposal, a 400 when it is of another kind.
   */
  async clarificationOwner(
    tx: DbOrTx,
    postType: ClarificationPostType,
    id: string,
  ): Promise<(UserContact & { proposal: ProposalRecord; kind: ProposalKind }) | null> {
    const row = await repo.findProposal(tx, id);
    if (!row) return null;
    const kind = proposalKindOf(row.category, row.type)!;
    if (kind.postType !== postType) {
      throw validationError([{ path: ['body', 'post_type'], message: `This proposal is a ${kind.label}: its post_type is ${kind.postType}` }]);
    }
    const owner = await this.users.findContact(tx, row.userId);
    return owner && { ...owner, proposal: row, kind };
  }

  /**
   * `GET /proposals/search`: public Steelcollab posts only. Without an explicit sortBy, a query ranks
   * by relevance and no query lists newest first. A query's total may be a lower bound (`totalExact`).
   */
  async search(q: ProposalSearchQuery, sortByGiven: boolean): Promise<{ rows: ProposalSearchRow[]; total: number; totalExact: boolean }> {
    const sortBy = sortByGiven ? q.sortBy : q.query ? 'relevance' : 'createdAt';
    const { rows, total, totalExact } = await searchPublicProposals(this.app.db, { ...q, sortBy });
    return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, totalExact };
  }

  /**
   * `POST /connectedstakeholder`: the caller registers interest in a public Steelcollab post; the owner
   * is mailed. The caller must have a verified address, a complete profile, a status other than
   * REJECTED and a name without a link, and may make 20 requests a day (decision 124). A repeat within
   * 24 h answers the first record without the contact address and sends nothing (`created` false).
   */
  async connect(viewer: SessionUser, input: { proposalId: string; from: string }): Promise<{ created: boolean; data: ConnectResult }> {
    if (input.from !== viewer.id) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    await this.users.requireConnector(viewer.id);
    const outcome = await this.app.db.transaction(async (tx) => {
      // Locked so that two requests at once cannot both pass the 24 h check and mail twice.
      const row = await repo.lockProposal(tx, input.proposalId);
      const kind = row ? proposalKindOf(row.category, row.type) : null;
      if (!row || !kind?.isPublic || !isPublicPostRow(row)) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
      if (row.userId === viewer.id) throw new AppError('BAD_REQUEST', MESSAGES.connectOwnPost);
      const earlier = await repo.findRecentConnection(tx, row.id, viewer.id, CONNECT_REPEAT_HOURS);
      if (earlier) return { created: false, record: earlier, row };
      // The caller's row locked: two requests at once cannot both pass the day's count.
      await this.users.lockAccount(tx, viewer.id);
      if ((await repo.countRecentConnectionsFrom(tx, viewer.id, CONNECT_REPEAT_HOURS)) >= CONNECTIONS_PER_ACCOUNT_PER_DAY) {
        throw new AppError('TOO_MANY_REQUESTS', fillMessage(MESSAGES.connectDailyLimit, { max: CONNECTIONS_PER_ACCOUNT_PER_DAY }));
      }
      const requester = await this.users.findContact(tx, viewer.id);
      if (!requester) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalid);
      const record = await repo.insertConnection(tx, { proposalId: row.id, fromUser: viewer.id, toUser: row.userId });
      await queueMail(tx, { to: row.email, ...connectionRequestMail(row, requester, kind, row.title, this.app.mailer.url(kind.detailPath(row.id))) });
      await notifyOwnerOfConnection(tx, row, requester);
      return { created: true, record, row };
    });
    if (outcome.created) this.app.mailer.wake();
    const contactEmail = outcome.created ? outcome.row.email : null;
    return { created: outcome.created, data: { id: outcome.record.id, createdAt: outcome.record.createdAt.toISOString(), contactEmail } };
  }

  private async audienceOf(viewer: SessionUser | null, row: ProposalRecord): Promise<Audience | null> {
    if (viewer && (viewer.id === row.userId || viewer.roles.includes('ADMIN') || (await repo.isCollaborator(this.app.db, row.id, viewer.id)))) {
      return 'private';
    }
    const kind = proposalKindOf(row.category, row.type);
    return kind?.isPublic && isPublicPostRow(row) ? 'public' : null;
  }

  private async detail(id: string, audience: Audience, isOwner: boolean, may = { canLeave: false, seesAddresses: false }): Promise<ProposalDetail> {
    const db = this.app.db;
    const row = (await repo.findProposal(db, id))!;
    const [documents, collaborators, connections, challengeMappings] = await Promise.all([
      audience === 'private' ? repo.listDocuments(db, id) : [],
      audience === 'private' ? repo.listCollaborators(db, id) : [],
      repo.listConnections(db, id),
      this.challenges.mappingsOf(db, id),
    ]);
    const canEdit = isOwner && row.status === 'UNDER_REVIEW';
    return toProposalDetail(row, { documents, collaborators, connections, challengeMappings }, audience, { canEdit, ...may }, this.app.storage);
  }

  /** The kind named by the body's category and type; any pair not in the table is a 400. */
  private kindOf(input: ProposalInput): ProposalKind {
    const selector = proposalKindSelectorSchema.safeParse(input);
    if (!selector.success) throw validationError(selector.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)], message: i.message })));
    const kind = proposalKindOf(selector.data.category, selector.data.type);
    if (!kind) throw validationError([{ path: ['body', 'type'], message: MESSAGES.proposalKindUnknown }]);
    return kind;
  }

  /** The posting rule by organisation category, with the kind's own refusal text. */
  private requirePoster(kind: ProposalKind, submitter: UserRow): void {
    if (!mayPost(kind, submitter.organizationCategory)) throw new AppError('FORBIDDEN', kind.postingRefusal ?? MESSAGES.forbidden);
  }

  /** The kind's schema and the file rule together, so one answer lists every field to fix. */
  private validate(kind: ProposalKind, input: ProposalInput, file: UploadedFile | undefined, opts: { fileRequired: boolean }): ValidBody {
    const errors: ApiFieldError[] = [];
    const result = proposalBodySchema(kind).safeParse(input);
    if (!result.success) errors.push(...result.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)], message: i.message })));
    if (file && !kind.hasFile) errors.push({ path: ['body', PROPOSAL_FILE_FIELD], message: `A ${kind.label} takes no file` });
    if (!file && kind.hasFile && opts.fileRequired) errors.push({ path: ['body', PROPOSAL_FILE_FIELD], message: MESSAGES.proposalFileRequired });
    if (!result.success || errors.length > 0) throw validationError(errors);
    return result.data as ValidBody;
  }

  /**
   * The collaborators named, as registered users: duplicates collapsed, each id checked (unknown,
   * unverified, admin or the submitter; on an edit, someone who left this proposal: a 400 at its row).
   * None when the kind has no partners or the applicant said none are involved.
   */
  private async resolveCollaborators(
    db: DbOrTx,
    kind: ProposalKind,
    body: ValidBody,
    submitterId: string,
    proposalId: string | null,
  ): Promise<CollaboratorCandidate[]> {
    if (!this.hasPartners(kind, body)) return [];
    const sent = (body.collaborators ?? []).map((c) => c.organisation);
    const ids = [...new Set(sent)];
    const found = await this.users.collaboratorCandidates(db, ids, submitterId);
    const leavers = proposalId ? await repo.findLeavers(db, proposalId, ids) : new Set<string>();
    const errors: ApiFieldError[] = [];
    sent.forEach((id, i) => {
      if (sent.indexOf(id) !== i) return;
      const path = ['body', 'collaborators', i, 'organisation'];
      if (leavers.has(id)) errors.push({ path, message: MESSAGES.collaboratorHasLeft });
      else if (!found.has(id)) errors.push({ path, message: id === submitterId ? MESSAGES.collaboratorIsSelf : MESSAGES.collaboratorNotRegistered });
    });
    if (errors.length > 0) throw validationError(errors);
    return ids.map((id) => found.get(id)!);
  }

  private hasPartners(kind: ProposalKind, body: ValidBody): boolean {
    if (kind.partners === 'none') return false;
    return kind.partners === 'always' || body.partnersInvolved !== false;
  }

  /**
   * The stored columns from a valid body. Steelcollab posts take the submitter's details from the
   * profile; funding applications keep what the applicant entered. Fields the kind does not have are null.
   */
  private columnsOf(
    kind: ProposalKind,
    body: ValidBody,
    submitter: UserRow,
    collaboratorCount: number,
  ): Omit<repo.ProposalInsert, 'userId' | 'category' | 'type'> {
    const fromProfile = kind.category === 'STEELCOLLAB';
    return {
      name: fromProfile ? submitter.name : body.name!,
      email: fromProfile ? submitter.email : body.email!,
      mobile: fromProfile ? submitter.phone : body.mobile!,
      orgType: fromProfile ? submitter.organizationCategory : body.orgType!,
      orgName: fromProfile ? submitter.organization : body.orgName!,
      designation: fromProfile ? submitter.designation : body.designation!,
      title: body.title!,
      abstract: body.abstract ?? null,
      methodology: body.methodology ?? null,
      expectedResults: body.expectedResults ?? null,
      riskFactors: body.riskFactors ?? null,
      detailedDescription: body.detailedDescription ?? null,
      eligibilityCriteria: body.eligibilityCriteria ?? null,
      objectives: body.objectives ?? null,
      currentStage: body.currentStage ?? null,
      focusArea: body.focusArea,
      partnersInvolved: kind.partners === 'none' ? null : collaboratorCount > 0,
      detailsConfirmed: body.detailsConfirmed,
      termsAccepted: body.termsAccepted,
      postOnPortal: body.postOnPortal ?? false,
    };
  }

  /** Stores the proposal's file; a file already there for the field is replaced and deleted. */
  private async storeFile(tx: DbOrTx, proposalId: string, ownerId: string, file: UploadedFile): Promise<void> {
    const existing = await repo.findDocument(tx, proposalId, PROPOSAL_FILE_FIELD);
    await this.app.uploadQuota.charge(tx, ownerId, file.data.length, existing ? [existing.fileId] : []);
    const fileId = await this.app.storage.put(tx, {
      ownerId,
      purpose: PROPOSAL_FILE_FIELD,
      originalName: file.fileName,
      contentType: file.contentType,
      data: file.data,
    });
    if (!existing) return repo.insertDocument(tx, { proposalId, fileId, field: PROPOSAL_FILE_FIELD });
    await repo.setDocumentFile(tx, existing.id, fileId);
    await this.app.storage.remove(tx, existing.fileId);
  }

  /**
   * Tells every admin in the portal of a new submission or an applicant's edit. Bounded: an admin has
   * at most one unread notification per proposal; an edit refreshes it (an unread submission stays one,
   * saying it was edited since) instead of adding another. The proposal's row is locked by the caller.
   */
  private async notifyAdmins(tx: DbOrTx, row: ProposalRecord, kind: ProposalKind, event: 'submitted' | 'edited'): Promise<void> {
    const link = kind.adminDetailPath(row.id);
    const by = row.orgName ? `${row.name} (${row.orgName})` : row.name;
    const submitted = { kind: 'PROPOSAL_SUBMITTED', title: `New ${kind.label}: "${row.title}"`, body: `Submitted by ${by}.` } as const;
    const edited = { kind: 'PROPOSAL_EDITED', title: `${kind.label} edited: "${row.title}"`, body: `${by} edited it.` } as const;
    for (const userId of await this.users.adminIds(tx)) {
      if (event === 'submitted') await notify(tx, { userId, link, ...submitted });
      else
        await notifyOnce(
          tx,
          { userId, link, ...edited },
          {
            PROPOSAL_SUBMITTED: { ...submitted, body: `Submitted by ${by}, and edited since.` },
            PROPOSAL_EDITED: edited,
          },
        );
    }
  }

  /**
   * Mails and notifies the people named here for the first time ever on this proposal: one removed and
   * named again is not told twice (decision 124). Who named them is the submitter's profile name and
   * organisation, not the free text of the form's applicant fields.
   */
  private async tellNewCollaborators(tx: DbOrTx, people: CollaboratorCandidate[], row: ProposalRecord, kind: ProposalKind, submitter: UserRow): Promise<void> {
    const firstTime = await repo.recordNotices(
      tx,
      row.id,
      people.map((p) => p.id),
    );
    const by = { name: submitter.name, orgName: submitter.organization };
    const owner = by.orgName ? `${by.name} (${by.orgName})` : by.name;
    for (const person of people.filter((p) => firstTime.has(p.id))) {
      await queueMail(tx, { to: person.email, ...collaboratorAddedMail(person, by, kind, row.title, this.app.mailer.url(kind.detailPath(row.id))) });
      await notify(tx, {
        userId: person.id,
        kind: 'COLLABORATOR_ADDED',
        title: MESSAGES.collaboratorAddedTitle,
        body: fillMessage(MESSAGES.collaboratorAddedBody, { owner, kind: kind.label, title: row.title }),
        link: kind.detailPath(row.id),
      });
    }
  }
}

/** The owner's in-app notification of a connection request (issue 14, kind CONNECTION). */
async function notifyOwnerOfConnection(tx: DbOrTx, post: ProposalRecord, requester: { name: string; organization: string | null }): Promise<void> {
  const kind = proposalKindOf(post.category, post.type)!;
  await notify(tx, {
    userId: post.userId,
    kind: 'CONNECTION',
    title: `${requester.name} wants to connect`,
    body: `${requester.name}${requester.organization ? ` of ${requester.organization}` : ''} registered interest in your ${kind.label} "${post.title}".`,
    link: kind.detailPath(post.id),
  });
}
