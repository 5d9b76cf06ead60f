import { REVIEW_MESSAGES } from '@portal/shared';
import type { MyReview, MyReviewAssignment } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { AppError } from '../../../lib/errors.js';
import { collaboratorsOf, proposalHeadsOf } from '../../proposals/index.js';
import { findContact } from '../../users/index.js';
import * as repo from '../reviews.repo.js';
import { isClosed, toMyAssignment, toMyReview } from '../reviews.view.js';
import { requireOwnAssignment, requireReviewer } from './review-access.js';

/** `GET /reviews/mine`: the caller's assignments, soonest due first (REVIEWER only). */
export async function myAssignments(app: FastifyInstance, viewer: SessionUser): Promise<MyReviewAssignment[]> {
  await requireReviewer(app, viewer);
  const rows = await repo.listMine(app.db, viewer.id);
  // Their proposals in one read through the owner's face, not a join on its table (decision 223).
  const heads = await proposalHeadsOf(
    app.db,
    rows.map((a) => a.proposalId),
  );
  return rows.flatMap((a) => {
    const head = heads.get(a.proposalId);
    return head ? [toMyAssignment({ a, ...head })] : [];
  });
}

/** `GET /reviews/{assignmentId}`: the caller's own review as last saved; another's is a 404. */
export async function myReview(app: FastifyInstance, viewer: SessionUser, assignmentId: string): Promise<MyReview> {
  await requireReviewer(app, viewer);
  await requireOwnAssignment(app.db, viewer, assignmentId);
  return readMyReview(app.db, assignmentId);
}

/** The reviewer's review as the answers give it, read in the caller's transaction or outside one. */
export async function readMyReview(db: DbOrTx, assignmentId: string): Promise<MyReview> {
  const a = await repo.findAssignment(db, assignmentId);
  const head = a && (await proposalHeadsOf(db, [a.proposalId])).get(a.proposalId);
  if (!a || !head) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.assignmentMissing);
  // The applicant's organisation on their profile, which the reviewer weighs before declaring.
  const [owner, partners] = await Promise.all([findContact(db, head.userId), isClosed(a.state) ? [] : collaboratorsOf(db, a.proposalId)]);
  return toMyReview({ a, ...head, ownerOrganization: owner?.organization ?? null }, partners);
}
