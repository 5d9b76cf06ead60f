import { MESSAGES, reviewAggregate } from '@portal/shared';
import type { CommitteeReviews, ProposalAssignment, ReviewerSummary, ReviewersQuery } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { findProposal } from '../../proposals/index.js';
import { searchByRole } from '../../users/index.js';
import * as repo from '../reviews.repo.js';
import { toCommitteeReview, toProposalAssignment } from '../reviews.view.js';

async function requireProposal(app: FastifyInstance, id: string) {
  const row = await findProposal(app.db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  return row;
}

/** `GET /admin/proposals/{id}/reviews`: every submitted review with its reviewer, and the aggregate. */
export async function committeeReviews(app: FastifyInstance, proposalId: string): Promise<CommitteeReviews> {
  await requireProposal(app, proposalId);
  const reviews = (await repo.listSubmitted(app.db, proposalId)).map((r) => toCommitteeReview(r.a, r.reviewer));
  return { reviews, aggregate: reviewAggregate(reviews.map((r) => r.weightedScore)) };
}

/** `GET /admin/proposals/{id}/reviewers`: the proposal's assignments in every state, oldest first. */
export async function proposalAssignments(app: FastifyInstance, proposalId: string): Promise<ProposalAssignment[]> {
  await requireProposal(app, proposalId);
  return (await repo.listProposalAssignments(app.db, proposalId)).map((r) => toProposalAssignment(r.a, r.reviewer, r.suggestedName));
}

/** `GET /admin/reviewers`: reviewers with their load and figures (decision 258). */
export async function listReviewers(app: FastifyInstance, q: ReviewersQuery): Promise<{ rows: ReviewerSummary[]; total: number }> {
  // The page of people from the users face, their load and figures from this module's tables: reads by
  // ids, no join (decision 223).
  const { rows, total } = await searchByRole(app.db, 'REVIEWER', q);
  const figures = await repo.figuresOfMany(
    app.db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ ...r, ...figures.get(r.id)! })), total };
}
