import { PROPOSAL_KIND_IDS, PROPOSAL_STATUSES, proposalKindOf, type ProposalKindId, type ProposalStatus } from '@portal/shared';
import type { AdminCounts, ProposalCounts } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import * as stats from '../proposal-stats.repo.js';

/** The dashboards' figures: the caller's own proposals, and the admin's by kind, status and month. */

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

/** The caller's own proposals by kind and status: their dashboard's figures in one query. */
export async function countMyProposals(app: FastifyInstance, viewer: SessionUser): Promise<ProposalCounts> {
  return byKindAndStatus(await stats.countByKindAndStatus(app.db, viewer.id));
}

/** Proposals by kind and status, and submissions per month by kind over the last 12 months. */
export async function countProposals(app: FastifyInstance, now: Date = new Date()): Promise<Pick<AdminCounts, 'proposals' | 'submissionsByMonth'>> {
  const [byKindStatus, byMonth] = await Promise.all([stats.countByKindAndStatus(app.db), stats.countByMonth(app.db, now)]);
  const months = new Map(byMonth.months.map((m) => [m, zeroKinds(() => 0)]));
  for (const r of byMonth.rows) {
    const kind = proposalKindOf(r.category, r.type);
    const month = months.get(r.month);
    if (kind && month) month[kind.id] += r.n;
  }
  return { proposals: byKindAndStatus(byKindStatus), submissionsByMonth: [...months].map(([month, counts]) => ({ month, byKind: counts })) };
}
