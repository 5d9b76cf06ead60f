import type { ReviewFeedback } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import { requirePrivateViewer } from '../../proposals/index.js';
import * as repo from '../reviews.repo.js';

/**
 * `GET /proposals/{id}/reviews/feedback`: for the owner, the collaborators and admins, once the proposal
 * is APPROVED or REJECTED, the reviewers' comments for the applicant; never who wrote them, never the
 * committee's comments, never scores (decision 149). Anyone else gets the proposal's 404.
 */
export async function reviewFeedback(app: FastifyInstance, viewer: SessionUser, proposalId: string): Promise<ReviewFeedback> {
  const { proposal } = await requirePrivateViewer(app, viewer, proposalId);
  const decided = proposal.status === 'APPROVED' || proposal.status === 'REJECTED';
  return { decided, comments: decided ? await repo.listApplicantComments(app.db, proposalId) : [] };
}
