import type { MyReview, MyReviewAssignment } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import * as repo from '../reviews.repo.js';
import { toMyAssignment, toMyReview } from '../reviews.view.js';
import { requireOwnAssignment, requireReviewer } from './review-access.js';

/** `GET /reviews/mine`: the caller's assignments, soonest due first (REVIEWER only). */
export async function myAssignments(app: FastifyInstance, viewer: SessionUser): Promise<MyReviewAssignment[]> {
  await requireReviewer(app, viewer);
  return (await repo.listMine(app.db, viewer.id)).map(toMyAssignment);
}

/** `GET /reviews/{assignmentId}`: the caller's own review as last saved; another's is a 404. */
export async function myReview(app: FastifyInstance, viewer: SessionUser, assignmentId: string): Promise<MyReview> {
  await requireReviewer(app, viewer);
  await requireOwnAssignment(app.db, viewer, assignmentId);
  return toMyReview((await repo.findWithProposal(app.db, assignmentId))!);
}
