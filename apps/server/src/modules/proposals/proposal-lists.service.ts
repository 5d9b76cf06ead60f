import {
  indiaDateTime,
  PROPOSAL_KIND_IDS,
  PROPOSAL_STATUSES,
  proposalKindOf,
  type ProposalKindId,
  type ProposalStatus,
  proposalStatusName,
} from '@portal/shared';
import type { AdminCounts, AdminProposalsQuery, MyProposalsQuery, ProposalCounts, ProposalRow } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { awaitsAccountApproval } from '../../db/schema/index.js';
import { csvRecord } from '../../lib/csv.js';
import type { SessionUser } from '../../plugins/auth.js';
import * as repo from './proposal-lists.repo.js';
import * as stats from './proposal-stats.repo.js';
import * as proposalsRepo from './proposals.repo.js';
import { ChallengesService } from '../challenges/challenges.service.js';

/** Rows read from the database per batch of an export. */
export const EXPORT_BATCH_SIZE = 500;

/** Labels, not codes; times in India time, which the header says (decision 135). */
const EXPORT_HEADER = [
  'ID',
  'Reference',
  'Title',
  'Scheme',
  'Status',
  'Applicant',
  'E-mail',
  'Mobile',
  'Organization',
  'Organization category',
  'Focus areas',
  'Submitted at (IST)',
  'Started at (IST)',
  'Updated at (IST)',
];

type ListRow = Awaited<ReturnType<typeof repo.listMine>>['rows'][number];
// A row read outside the lists (a status change's answer) has no clarification columns.
type ThreadColumns = 'awaitingApplicant' | 'clarificationOverdue' | 'daysInReview';
// The admin's list adds whether a review is overdue (decision 191).
type Row = Omit<ListRow, ThreadColumns> & Partial<Pick<ListRow, ThreadColumns>> & { reviewOverdue?: boolean };

/** A list row; a draft's row in its applicant's list also says who saved it last and its challenge's deadline. */
export function toProposalRow(r: Row, extra: Pick<ProposalRow, 'savedBy' | 'challenge'> = { savedBy: null, challenge: null }): ProposalRow {
  const { postOnPortal: _posted, ownerApproved: _approved, lastSavedBy: _by, ...row } = r;
  return {
    ...row,
    createdAt: r.createdAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    awaitsAccountApproval: awaitsAccountApproval(r),
    ...extra,
  };
}

const zeroKinds = <T>(value: () => T) => Object.fromEntries(PROPOSAL_KIND_IDS.map((k) => [k, value()])) as Record<ProposalKindId, T>;
const zeroStatuses = () => Object.fromEntries(PROPOSAL_STATUSES.map((s) => [s, 0])) as Record<ProposalStatus, number>;

/** Grouped counts folded into every kind and every status, zero where there are none. */
function byKindAndStatus(rows: Awaited<ReturnType<typeof stats.countByKindAndStatus>>): ProposalCounts {
  const byKind = zeroKinds(() => ({ total: 0, byStatus: zeroStatuses() }));
  let total = 0;
  for (const r of rows) {
    const kind = proposalKindOf(r.category, r.type);
    if (!kind) continue;
    byKind[kind.id].byStatus[r.status] += r.n;
    byKind[kind.id].total += r.n;
    total += r.n;
  }
  return { total, byKind };
}

/** The proposal lists: the submitter's own, the admin's, its CSV export and the dashboard's figures. */
export class ProposalListsService {
  constructor(private readonly app: FastifyInstance) {}

  async mine(viewer: SessionUser, q: MyProposalsQuery): Promise<{ rows: ProposalRow[]; total: number }> {
    const { rows, total } = await repo.listMine(this.app.db, viewer.id, q);
    const drafts = rows.filter((r) => r.status === 'DRAFT');
    const [names, challenges, rounds] = await Promise.all([
      proposalsRepo.userNames(this.app.db, [...new Set(drafts.flatMap((r) => (r.lastSavedBy ? [r.lastSavedBy] : [])))]),
      new ChallengesService(this.app).answeredBy(
        this.app.db,
        drafts.map((r) => r.id),
      ),
      this.app.proposalRounds.roundsOf(
        this.app.db,
        rows.map((r) => r.id),
      ),
    ]);
    return {
      rows: rows.map((r) =>
        r.status === 'DRAFT'
          ? toProposalRow(r, { savedBy: r.lastSavedBy ? (names.get(r.lastSavedBy) ?? null) : null, challenge: challenges.get(r.id) ?? null })
          : { ...toProposalRow(r), round: rounds.get(r.id) ?? null },
      ),
      total,
    };
  }

  async adminList(q: AdminProposalsQuery): Promise<{ rows: ProposalRow[]; total: number }> {
    const { rows, total } = await repo.listForAdmin(this.app.db, q);
    const rounds = await this.app.proposalRounds.roundsOf(
      this.app.db,
      rows.map((r) => r.id),
    );
    return { rows: rows.map((r) => ({ ...toProposalRow(r), round: rounds.get(r.id) ?? null })), total };
  }

  /**
   * Every matching row as CSV lines (the header first), read in keyset batches: memory stays bounded. The
   * header comes with the first batch, so a first read that fails is an error answer, not an empty file.
   */
  async *exportCsv(q: repo.AdminFilters & Pick<AdminProposalsQuery, 'sortBy' | 'sortOrder'>): AsyncGenerator<string> {
    let header = csvRecord(EXPORT_HEADER);
    let after: repo.KeysetPosition | null = null;
    for (;;) {
      const batch = await repo.exportBatch(this.app.db, q, after, EXPORT_BATCH_SIZE);
      yield (
        header +
        batch
          .map((r) => {
            const kind = proposalKindOf(r.category, r.type);
            return csvRecord([
              r.id,
              r.reference,
              r.title,
              kind?.label ?? '',
              proposalStatusName(kind, r.status),
              r.name,
              r.email,
              r.mobile,
              r.orgName,
              r.orgType,
              r.focusArea.join('; '),
              r.submittedAt ? indiaDateTime(r.submittedAt) : '',
              indiaDateTime(r.createdAt),
              indiaDateTime(r.updatedAt),
            ]);
          })
          .join('')
      );
      header = '';
      if (batch.length < EXPORT_BATCH_SIZE) return;
      const last = batch[batch.length - 1]!;
      after = { key: last.sortKey, id: last.id };
    }
  }

  /** The caller's own proposals by kind and status: their dashboard's figures in one query. */
  async mineCounts(viewer: SessionUser): Promise<ProposalCounts> {
    return byKindAndStatus(await stats.countByKindAndStatus(this.app.db, viewer.id));
  }

  /** Proposals by kind and status, and submissions per month by kind over the last 12 months. */
  async counts(now: Date = new Date()): Promise<Pick<AdminCounts, 'proposals' | 'submissionsByMonth'>> {
    const [byKindStatus, byMonth] = await Promise.all([stats.countByKindAndStatus(this.app.db), stats.countByMonth(this.app.db, now)]);
    const months = new Map(byMonth.months.map((m) => [m, zeroKinds(() => 0)]));
    for (const r of byMonth.rows) {
      const kind = proposalKindOf(r.category, r.type);
      const month = months.get(r.month);
      if (kind && month) month[kind.id] += r.n;
    }
    return { proposals: byKindAndStatus(byKindStatus), submissionsByMonth: [...months].map(([month, counts]) => ({ month, byKind: counts })) };
  }
}
