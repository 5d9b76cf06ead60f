import { indiaDateTime, proposalKindOf, proposalStatusName } from '@portal/shared';
import type { AdminProposalsQuery, MyProposalsQuery, ProposalRow } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { csvRecord } from '../../../lib/csv.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { answeredBy } from '../../challenges/index.js';
import { userNames } from '../../users/index.js';
import * as repo from '../proposal-lists.repo.js';
import { proposalHooks } from '../proposal-hooks.js';
import { toProposalRow } from '../proposal-lists.view.js';

/** The proposal lists: the submitter's own, the admin's and its CSV export. */

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

export async function listMyProposals(app: FastifyInstance, viewer: SessionUser, q: MyProposalsQuery): Promise<{ rows: ProposalRow[]; total: number }> {
  const { rows, total } = await repo.listMine(app.db, viewer.id, q);
  const drafts = rows.filter((r) => r.status === 'DRAFT');
  const [names, challenges, rounds] = await Promise.all([
    userNames(app.db, [...new Set(drafts.flatMap((r) => (r.lastSavedBy ? [r.lastSavedBy] : [])))]),
    answeredBy(
      app.db,
      drafts.map((r) => r.id),
    ),
    proposalHooks().roundsOf(
      app.db,
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

export async function listProposalsForAdmin(app: FastifyInstance, q: AdminProposalsQuery): Promise<{ rows: ProposalRow[]; total: number }> {
  const { rows, total } = await repo.listForAdmin(app.db, q);
  const rounds = await proposalHooks().roundsOf(
    app.db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ ...toProposalRow(r), round: rounds.get(r.id) ?? null })), total };
}

/**
 * Every matching row as CSV lines (the header first), read in keyset batches: memory stays bounded. The
 * header comes with the first batch, so a first read that fails is an error answer, not an empty file.
 */
export async function* exportProposalsCsv(
  app: FastifyInstance,
  q: repo.AdminFilters & Pick<AdminProposalsQuery, 'sortBy' | 'sortOrder'>,
): AsyncGenerator<string> {
  let header = csvRecord(EXPORT_HEADER);
  let after: repo.KeysetPosition | null = null;
  for (;;) {
    const batch = await repo.exportBatch(app.db, q, after, EXPORT_BATCH_SIZE);
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
