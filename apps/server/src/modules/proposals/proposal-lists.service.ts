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

/** Rows read from the database per batch of an export. */
export const EXPORT_BATCH_SIZE = 500;

/** Labels, not codes; times in India time, which the header says (decision 135). */
const EXPORT_HEADER = [
  'ID',
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
  'Updated at (IST)',
];

type Row = Awaited<ReturnType<typeof repo.listMine>>['rows'][number];

export function toProposalRow(r: Row): ProposalRow {
  const { postOnPortal: _posted, ownerApproved: _approved, ...row } = r;
  return { ...row, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), awaitsAccountApproval: awaitsAccountApproval(r) };
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
    return { rows: rows.map(toProposalRow), total };
  }

  async adminList(q: AdminProposalsQuery): Promise<{ rows: ProposalRow[]; total: number }> {
    const { rows, total } = await repo.listForAdmin(this.app.db, q);
    return { rows: rows.map(toProposalRow), total };
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
              r.title,
              kind?.label ?? '',
              proposalStatusName(kind, r.status),
              r.name,
              r.email,
              r.mobile,
              r.orgName,
              r.orgType,
              r.focusArea.join('; '),
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
