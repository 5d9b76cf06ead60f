import { historyNote, notice, REVIEW_MESSAGES, weightedScore } from '@portal/shared';
import type { MyReview, ReviewSaveValues } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { lockProposal } from '../../proposals/index.js';
import { cancelAssignmentReminders } from './review-reminder-schedule.js';
import * as repo from '../reviews.repo.js';
import { readMyReview } from './reviewer-queue.js';
import { assertUndecided, requireOwnAssignment, requireReviewer, reviewedKindOf } from './review-access.js';
import { tellAdmins } from './review-notices.js';

/**
 * `PUT /reviews/{assignmentId}`: the reviewer's review, validated by the shared schema (reviewSaveSchema).
 * A draft (`submit: false`) keeps what is filled in; `submit: true` submits it, or corrects a submitted
 * one. Only after declaring no conflict, and until the proposal's decision (409). A submission and a
 * correction are in the proposal's history and tell the admins.
 */
export async function saveReview(
  app: FastifyInstance,
  viewer: SessionUser,
  assignmentId: string,
  v: ReviewSaveValues,
): Promise<{ review: MyReview; message: string }> {
  await requireReviewer(app, viewer);
  const { review, message } = await app.db.transaction(async (tx) => {
    const own = await requireOwnAssignment(tx, viewer, assignmentId);
    // The decision locks the proposal's row: a review saved now is saved before it, or refused after it.
    const proposal = (await lockProposal(tx, own.proposalId, 'share'))!;
    const a = (await repo.lockAssignment(tx, assignmentId))!;
    if (a.state === 'RELEASED') throw new AppError('CONFLICT', REVIEW_MESSAGES.assignmentReleased);
    if (a.state === 'DECLINED' || a.state === 'EXPIRED') throw new AppError('CONFLICT', REVIEW_MESSAGES.invitationClosed);
    if (a.state === 'PENDING') throw new AppError('CONFLICT', REVIEW_MESSAGES.declareFirst);
    assertUndecided(proposal.status);
    if (a.state === 'SUBMITTED' && !v.submit) throw new AppError('CONFLICT', REVIEW_MESSAGES.draftAfterSubmit);
    const kind = reviewedKindOf(proposal);
    const now = new Date();
    const wasSubmitted = a.state === 'SUBMITTED';
    const weighted = weightedScore(v.scores);
    await repo.updateAssignment(tx, a.id, {
      scores: v.scores,
      weightedScore: weighted,
      commentForApplicant: v.commentForApplicant,
      commentForCommittee: v.commentForCommittee,
      recommendation: v.recommendation ?? null,
      savedAt: now,
      ...(v.submit ? { state: 'SUBMITTED' as const, submittedAt: wasSubmitted ? a.submittedAt : now } : {}),
    });
    if (v.submit) {
      await cancelAssignmentReminders(tx, a.id);
      await repo.refreshReviewSummary(tx, proposal.id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: wasSubmitted ? 'REVIEW_CORRECTED' : 'REVIEW_SUBMITTED',
        entityType: 'proposal',
        entityId: proposal.id,
        before: wasSubmitted ? { weightedScore: a.weightedScore, recommendation: a.recommendation } : { state: a.state },
        after: {
          assignmentId: a.id,
          weightedScore: weighted,
          recommendation: v.recommendation,
          ...historyNote('review', { name: viewer.name, score: weighted ?? '', recommendation: v.recommendation ?? '' }),
        },
      });
      await tellAdmins(app, tx, {
        kind: 'REVIEW_SUBMITTED',
        proposalId: proposal.id,
        proposalKind: kind,
        assignedBy: a.assignedBy,
        title: notice(wasSubmitted ? 'reviewCorrectedNoticeTitle' : 'reviewSubmittedNoticeTitle', { title: proposal.title }),
        body: notice(wasSubmitted ? 'reviewCorrectedNoticeBody' : 'reviewSubmittedNoticeBody', {
          name: viewer.name,
          kind: kind.label,
          title: proposal.title,
        }),
        // A correction is in the portal and the history; the mail is for the submission.
        mail: !wasSubmitted,
      });
    }
    const message = !v.submit ? REVIEW_MESSAGES.reviewSaved : wasSubmitted ? REVIEW_MESSAGES.reviewCorrected : REVIEW_MESSAGES.reviewSubmitted;
    return { review: await readMyReview(tx, a.id), message };
  });
  app.mailer.wake();
  return { review, message };
}
