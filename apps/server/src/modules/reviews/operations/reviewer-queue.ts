import type { MyReview, MyReviewAssignment } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { collaboratorsOf } from '../../proposals/index.js';
import * as repo from '../reviews.repo.js';
import { isClosed, toMyAssignment, toMyReview } from '../reviews.view.js';
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
  return readMyReview(app.db, assignmentId);
}

/** The reviewer's review as the answers give it, read in the caller's transaction or outside one. */
export async function readMyReview(db: DbOrTx, assignmentId: string): Promise<MyReview> {
  const row = (await repo.findWithProposal(db, assignmentId))!;
  return toMyReview(row, isClosed(row.a.state) ? [] : await collaboratorsOf(db, row.a.proposalId));
}
