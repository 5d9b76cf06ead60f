import { indiaDate, isChallengeOpen, MESSAGES } from '@portal/shared';
import type { AdminChallenge, AdminChallengesQuery, Challenge, ChallengeCreateInput, ChallengeSearchQuery, ChallengeUpdateInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { ChallengeRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads.js';
import type { SessionUser } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './challenges.repo.js';
import { toAdminChallenge, toChallenge } from './challenges.view.js';

type ChallengeAuditAction = 'CHALLENGE_CREATED' | 'CHALLENGE_UPDATED';

/** What the audit log keeps of a challenge: its fields and which file is its document. */
function snapshot(row: ChallengeRow) {
  return {
    title: row.title,
    summary: row.summary,
    focusArea: row.focusArea,
    applicationDeadline: row.applicationDeadline,
    status: row.status,
    docFileId: row.docFileId,
  };
}

/** Challenges: the committee (admins) publishes and edits them; anyone with the public credential reads them. */
export class ChallengesService {
  constructor(private readonly app: FastifyInstance) {}

  /** How many challenges take applications today (India time) and how many do not, for the admin dashboard. */
  countOpenAndClosed(now: Date = new Date()): Promise<{ open: number; closed: number }> {
    return repo.countOpenAndClosed(this.app.db, indiaDate(now));
  }

  async create(admin: SessionUser, input: ChallengeCreateInput, doc: UploadedFile | undefined): Promise<Challenge> {
    const id = await this.app.db.transaction(async (tx) => {
      const docFileId = doc ? await this.storeDoc(tx, admin, doc) : null;
      const row = await repo.insertChallenge(tx, { ...input, docFileId, createdBy: admin.id });
      await this.audit(tx, admin, 'CHALLENGE_CREATED', row.id, null, snapshot(row));
      return row.id;
    });
    return this.get(id);
  }

  /** Changes the fields sent; a new document replaces the old one, which is deleted so its links stop working. */
  async update(admin: SessionUser, id: string, input: ChallengeUpdateInput, doc: UploadedFile | undefined): Promise<Challenge> {
    await this.app.db.transaction(async (tx) => {
      const before = await repo.lockChallenge(tx, id);
      if (!before) throw new AppError('NOT_FOUND', MESSAGES.challengeNotFound);
      const changes: Partial<repo.ChallengeInsert> = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (doc) changes.docFileId = await this.storeDoc(tx, admin, doc);
      const after = (await repo.updateChallenge(tx, id, { ...changes, updatedAt: new Date() }))!;
      if (doc && before.docFileId) await this.app.storage.remove(tx, before.docFileId);
      await this.audit(tx, admin, 'CHALLENGE_UPDATED', id, snapshot(before), snapshot(after));
    });
    return this.get(id);
  }

  /** One challenge; for a signed-in caller, with their response to it (decision 188). */
  async get(id: string, callerId?: string): Promise<Challenge> {
    const row = await repo.findChallenge(this.app.db, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.challengeNotFound);
    const challenge = toChallenge(row, this.app.storage);
    if (!callerId) return challenge;
    const first = (await repo.listAnswersBy(this.app.db, id, callerId))[0];
    return {
      ...challenge,
      myResponse: first
        ? { proposalId: first.id, status: first.status, createdAt: first.createdAt.toISOString(), submittedAt: first.submittedAt?.toISOString() ?? null }
        : null,
    };
  }

  async search(query: ChallengeSearchQuery): Promise<{ data: Challenge[]; total: number }> {
    const { rows, total } = await repo.searchChallenges(this.app.db, query, { withTotals: false });
    const now = new Date();
    return { data: rows.map((row) => toChallenge(row, this.app.storage, now)), total };
  }

  async adminList(query: AdminChallengesQuery): Promise<{ data: AdminChallenge[]; total: number }> {
    const { rows, total } = await repo.searchChallenges(this.app.db, query, { withTotals: true });
    const now = new Date();
    return { data: rows.map((row) => toAdminChallenge(row, this.app.storage, now)), total };
  }

  /**
   * Records that a proposal answers a challenge, inside the proposal's transaction. The challenge must
   * exist (404) and be open, status OPEN and deadline not over in India (409).
   */
  async linkProposal(tx: DbOrTx, challengeId: string, proposalId: string): Promise<void> {
    const row = await repo.findChallenge(tx, challengeId);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.challengeNotFound);
    if (!toChallenge(row, this.app.storage).isOpen) throw new AppError('CONFLICT', MESSAGES.challengeClosed);
    await repo.insertChallengeMapping(tx, { challengeId, proposalId });
  }

  /**
   * An edited proposal's challenge: unchanged, it stays linked even if the challenge has closed since;
   * another challenge must be open, as on create. Answers whether the link changed.
   */
  async relinkProposal(tx: DbOrTx, proposalId: string, challengeId: string): Promise<boolean> {
    const current = await repo.listChallengeMappings(tx, proposalId);
    if (current.length === 1 && current[0]!.challengeId === challengeId) return false;
    await repo.deleteChallengeMappings(tx, proposalId);
    await this.linkProposal(tx, challengeId, proposalId);
    return true;
  }

  /** For each of these proposals, the challenge it answers with its deadline and whether it is still open. */
  async answeredBy(db: DbOrTx, proposalIds: string[]): Promise<Map<string, { id: string; title: string; deadline: string; open: boolean }>> {
    const rows = await repo.listChallengesAnswered(db, proposalIds);
    return new Map(rows.map((r) => [r.proposalId, { id: r.id, title: r.title, deadline: r.applicationDeadline, open: isChallengeOpen(r) }]));
  }

  /** A challenge's title and deadline, read in the caller's transaction (null when there is none). */
  async findFacts(db: DbOrTx, id: string): Promise<{ id: string; title: string; deadline: string } | null> {
    const row = await repo.findChallenge(db, id);
    return row ? { id: row.id, title: row.title, deadline: row.applicationDeadline } : null;
  }

  /** The caller's proposals answering this challenge (any status), oldest first. */
  answersBy(db: DbOrTx, challengeId: string, userId: string) {
    return repo.listAnswersBy(db, challengeId, userId);
  }

  /** The challenges a proposal answers, as its detail shows them. */
  async mappingsOf(db: DbOrTx, proposalId: string): Promise<{ challengeId: string; challenge: { id: string; title: string } }[]> {
    const rows = await repo.listChallengeMappings(db, proposalId);
    return rows.map((r) => ({ challengeId: r.challengeId, challenge: { id: r.challengeId, title: r.title } }));
  }

  private storeDoc(tx: DbOrTx, admin: SessionUser, doc: UploadedFile): Promise<string> {
    return this.app.storage.put(tx, { ownerId: admin.id, purpose: 'challengeDoc', originalName: doc.fileName, contentType: doc.contentType, data: doc.data });
  }

  private audit(
    tx: DbOrTx,
    admin: SessionUser,
    action: ChallengeAuditAction,
    challengeId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) {
    return recordAudit(tx, { actorId: admin.id, action, entityType: 'challenge', entityId: challengeId, before, after });
  }
}
