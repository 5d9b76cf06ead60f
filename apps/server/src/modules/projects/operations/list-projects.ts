import { indiaDate, PROJECT_SCHEME_LABELS, PROPOSAL_KINDS, type Quarter, quarterOfDate } from '@portal/shared';
import type { AdminProjectsQuery, ProjectRow, ProjectStats, ProjectTotals } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { csvRecord } from '../../../lib/csv.js';
import * as repo from '../projects.repo.js';
import { projectRows, rowsOf, totalsOf } from './project-rows.js';

/** Rows read per batch of the admin's export. */
export const PROJECT_EXPORT_BATCH_SIZE = 500;

const EXPORT_HEADER = [
  'Proposal',
  'Title',
  'Scheme',
  'Organisation',
  'Start',
  'Grant (INR)',
  'Released (INR)',
  'Pending (INR)',
  'Agreement',
  'Next report due',
  'Overdue reports',
  'Tranche due',
  'Withdrawn',
  'Cancelled (INR)',
];

/** The list's query as the repository's filters (the scheme as its proposals' category and type, today in India). */
function adminFilters(q: AdminProjectsQuery): repo.AdminFilters {
  const kind = q.scheme ? PROPOSAL_KINDS[q.scheme] : undefined;
  return {
    scheme: kind ? { category: kind.category, type: kind.type } : undefined,
    overdue: q.overdue,
    trancheDue: q.trancheDue,
    query: q.query,
    today: indiaDate(),
  };
}

/**
 * Every row the filters keep as CSV lines (the header first), read in keyset batches as the proposals'
 * export is: memory stays bounded. The header comes with the first batch, so a first read that fails is
 * an error answer, not an empty file.
 */
export async function* exportProjectsCsv(app: FastifyInstance, q: AdminProjectsQuery): AsyncGenerator<string> {
  const filters = adminFilters(q);
  let header = csvRecord(EXPORT_HEADER);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch = await repo.adminBatchIds(app.db, filters, after, PROJECT_EXPORT_BATCH_SIZE);
    const rows = await rowsOf(
      app,
      await repo.projectsByIds(
        app.db,
        batch.map((b) => b.id),
      ),
    );
    yield (
      header +
      rows
        .map((r) =>
          csvRecord([
            r.proposalId,
            r.title,
            PROJECT_SCHEME_LABELS[r.scheme],
            r.orgName,
            r.startDate,
            r.grant,
            r.released,
            r.pending,
            r.agreement ? 'Yes' : 'No',
            r.nextReport?.dueDate ?? '',
            r.overdueReports,
            r.trancheDue ?? '',
            r.withdrawn ? 'Yes' : 'No',
            r.cancelled,
          ]),
        )
        .join('')
    );
    header = '';
    if (batch.length < PROJECT_EXPORT_BATCH_SIZE) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The admin dashboard's figures: totals over every project, and releases by quarter (India time), oldest first. */
export async function projectStats(app: FastifyInstance): Promise<ProjectStats> {
  const rows = await projectRows(app);
  const tranches = await repo.listTranches(
    app.db,
    rows.map((r) => r.proposalId),
  );
  const byQuarter = new Map<Quarter, number>();
  for (const t of tranches) byQuarter.set(quarterOfDate(t.releasedOn), (byQuarter.get(quarterOfDate(t.releasedOn)) ?? 0) + t.amount);
  const releasesByQuarter = [...byQuarter.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([quarter, amount]) => ({ quarter, amount }));
  return { ...totalsOf(rows), releasesByQuarter };
}

/**
 * The admin's list (decision 227): filtered, paged, counted and totalled in SQL (one query for the page,
 * one for the total and totals); the page's rows are built by the rules.
 */
export async function adminProjects(app: FastifyInstance, q: AdminProjectsQuery): Promise<{ rows: ProjectRow[]; total: number; totals: ProjectTotals }> {
  const filters = adminFilters(q);
  const [ids, totals] = await Promise.all([
    repo.adminPageIds(app.db, filters, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    repo.adminTotals(app.db, filters),
  ]);
  return { rows: await rowsOf(app, await repo.projectsByIds(app.db, ids)), total: totals.count, totals };
}
