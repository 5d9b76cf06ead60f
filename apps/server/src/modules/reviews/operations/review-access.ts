import { indiaDate, MESSAGES, proposalKindOf, REVIEW_MESSAGES, REVIEWED_KIND_IDS, type ProposalKind } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ReviewAssignmentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { findUserRow } from '../../users/index.js';
import * as repo from '../reviews.repo.js';

/**
 * Who may do what in peer review (docs/architecture.md#peer-review). The reviewer role is read from the
 * database, not the token, which may be minutes old: a removed reviewer stops at once.
 */

/** The caller, if they hold the REVIEWER role now on an approved account (decision 207); else 403. */
export async function requireReviewer(app: FastifyInstance, viewer: SessionUser): Promise<void> {
  const user = await findUserRow(app.db, viewer.id);
  if (!user?.roles.includes('REVIEWER') || user.status !== 'APPROVED') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** The caller's own assignment; anyone else's, or none, is the 404 of an assignment that does not exist. */
export async function requireOwnAssignment(db: DbOrTx, viewer: SessionUser, id: string, lock = false): Promise<ReviewAssignmentRow> {
  const row = lock ? await repo.lockAssignment(db, id) : await repo.findAssignment(db, id);
  if (!row || row.reviewerId !== viewer.id) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.assignmentMissing);
  return row;
}

/** Whether a proposal's kind is peer reviewed (the funding schemes). */
export function isReviewedKind(kind: ProposalKind | null): kind is ProposalKind {
  return Boolean(kind && (REVIEWED_KIND_IDS as readonly string[]).includes(kind.id));
}

/** The kind of a proposal that is peer reviewed; another kind is a 409. */
export function reviewedKindOf(row: { category: string; type: string }): ProposalKind {
  const kind = proposalKindOf(row.category, row.type);
  if (!isReviewedKind(kind)) throw new AppError('CONFLICT', REVIEW_MESSAGES.notFundingProposal);
  return kind;
}

/** Reviews change only until the decision: a proposal no longer under review is a 409. */
export function assertUndecided(status: string): void {
  if (status !== 'UNDER_REVIEW') throw new AppError('CONFLICT', REVIEW_MESSAGES.proposalDecided);
}

/** An open review past its due day (India time). */
export function isOverdue(row: Pick<ReviewAssignmentRow, 'state' | 'dueDate'>, now = new Date()): boolean {
  return (row.state === 'PENDING' || row.state === 'DECLARED') && row.dueDate < indiaDate(now);
}

/**
 * Whether the user reads the proposal as its reviewer: a reviewer now, assigned to it and having declared
 * no conflict. Used by the proposal's own access rule (modules/proposals/operations/proposal-access.ts).
 */
export function readsAsReviewer(db: DbOrTx, proposalId: string, userId: string): Promise<boolean> {
  return repo.isOpenToReviewer(db, proposalId, userId);
}
