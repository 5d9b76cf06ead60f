import type { ProposalRow } from '@portal/shared/schemas';
import { awaitsAccountApproval } from '../../db/schema/index.js';
import type * as repo from './proposal-lists.repo.js';

/** The list rows' response schemas live with the other answers in packages/shared. */
export { proposalRowSchema, proposalSearchRowSchema } from '@portal/shared/schemas';

type ListRow = Awaited<ReturnType<typeof repo.listMine>>['rows'][number];
// A row read outside the lists (a status change's answer) has no clarification columns.
type ThreadColumns = 'awaitingApplicant' | 'clarificationOverdue' | 'daysInReview';
// The admin's list adds whether a review is overdue (decision 191) and an unresolved likely duplicate (decision 272).
type Row = Omit<ListRow, ThreadColumns> & Partial<Pick<ListRow, ThreadColumns>> & { reviewOverdue?: boolean; likelyDuplicate?: boolean };

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
