import { historyNote, notice, REVIEW_MESSAGES } from '@portal/shared';
import type { MyReview, ReviewDeclarationInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { lockProposal } from '../../proposals/index.js';
import { cancelAssignmentReminders, cancelInvitationReminders } from './review-reminder-schedule.js';
import * as repo from '../reviews.repo.js';
import { readMyReview } from './reviewer-queue.js';
import { assertUndecided, requireOwnAssignment, requireReviewer, reviewedKindOf } from './review-access.js';
import { tellAdmins } from './review-notices.js';

type Declaration = { conflict: false } | { conflict: true; reason: string };

/**
 * `POST /reviews/{assignmentId}/declaration`: before the proposal opens, the reviewer declares no conflict
 * (the proposal and the review form open) or a conflict with its reason, which releases the assignment
 * and tells the admins. Once only; until the decision.
 */
export async function declareConflict(
  app: FastifyInstance,
  viewer: SessionUser,
  assignmentId: string,
  d: Declaration,
): Promise<{ review: MyReview; message: string }> {
  await requireReviewer(app, viewer);
  const review = await app.db.transaction(async (tx) => {
    const own = await requireOwnAssignment(tx, viewer, assignmentId);
    const proposal = (await lockProposal(tx, own.proposalId, 'share'))!;
    const a = (await repo.lockAssignment(tx, assignmentId))!;
    if (a.state === 'RELEASED') throw new AppError('CONFLICT', REVIEW_MESSAGES.assignmentReleased);
    if (a.state === 'DECLINED' || a.state === 'EXPIRED') throw new AppError('CONFLICT', REVIEW_MESSAGES.invitationClosed);
    if (a.state !== 'PENDING') throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyDeclared);
    assertUndecided(proposal.status);
    const kind = reviewedKindOf(proposal);
    const now = new Date();
    if (!d.conflict) {
      await repo.updateAssignment(tx, a.id, { state: 'DECLARED', declaredAt: now });
      await cancelInvitationReminders(tx, a.id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'REVIEW_DECLARED',
        entityType: 'proposal',
        entityId: proposal.id,
        before: { state: 'PENDING' },
        after: { assignmentId: a.id, state: 'DECLARED', ...historyNote('noConflict', { name: viewer.name }) },
      });
    } else {
      await repo.updateAssignment(tx, a.id, {
        state: 'RELEASED',
        releaseReason: 'CONFLICT_DECLARED',
        conflictReason: d.reason,
        declaredAt: now,
        releasedAt: now,
      });
      await cancelAssignmentReminders(tx, a.id);
      await repo.refreshReviewSummary(tx, proposal.id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'REVIEW_CONFLICT_DECLARED',
        entityType: 'proposal',
        entityId: proposal.id,
        before: { state: 'PENDING' },
        after: { assignmentId: a.id, state: 'RELEASED', reason: d.reason, ...historyNote('conflict', { name: viewer.name, reason: d.reason }) },
      });
      await tellAdmins(app, tx, {
        kind: 'REVIEW_CONFLICT_DECLARED',
        proposalId: proposal.id,
        proposalKind: kind,
        assignedBy: a.assignedBy,
        title: notice('reviewConflictNoticeTitle', { title: proposal.title }),
        body: notice('reviewConflictNoticeBody', { name: viewer.name, kind: kind.label, title: proposal.title, reason: d.reason }),
        mail: true,
      });
    }
    return await readMyReview(tx, a.id);
  });
  app.mailer.wake();
  return { review, message: d.conflict ? REVIEW_MESSAGES.declaredConflict : REVIEW_MESSAGES.declaredNoConflict };
}

export type { ReviewDeclarationInput };
