import { historyNote, MESSAGES, notice, PATHS, REVIEW_MESSAGES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { findContact } from '../../users/index.js';
import { reviewWithdrawnMail } from '../reviews.mails.js';
import { lockProposal } from '../../proposals/index.js';
import { cancelAssignmentReminders } from './review-reminder-schedule.js';
import * as repo from '../reviews.repo.js';
import { reviewedKindOf } from './review-access.js';

/**
 * `DELETE /admin/proposals/{id}/reviewers/{userId}`: withdraws the reviewer's active assignment, if its
 * review is not submitted (409 otherwise); released, not deleted, so the history keeps it. The reviewer
 * is mailed and notified.
 */
export async function withdrawAssignment(app: FastifyInstance, admin: SessionUser, proposalId: string, reviewerId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, proposalId);
    if (!proposal) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    const kind = reviewedKindOf(proposal);
    const active = await repo.findActiveAssignment(tx, proposalId, reviewerId);
    if (!active) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.assignmentMissing);
    if (active.state === 'SUBMITTED') throw new AppError('CONFLICT', REVIEW_MESSAGES.withdrawSubmitted);
    await repo.updateAssignment(tx, active.id, { state: 'RELEASED', releaseReason: 'WITHDRAWN', releasedAt: new Date() });
    await cancelAssignmentReminders(tx, active.id);
    await repo.refreshReviewSummary(tx, proposalId);
    const reviewer = (await findContact(tx, reviewerId))!;
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'REVIEWER_WITHDRAWN',
      entityType: 'proposal',
      entityId: proposalId,
      before: { assignmentId: active.id, state: active.state },
      after: { state: 'RELEASED', ...historyNote('assignmentWithdrawn', { name: reviewer.name }) },
    });
    await queueMail(tx, {
      to: reviewer.email,
      ...reviewWithdrawnMail(reviewer, { kindLabel: kind.label, title: proposal.title }, app.mailer.url(PATHS.reviewerQueue, reviewer.language)),
    });
    await notify(tx, {
      userId: reviewerId,
      kind: 'REVIEW_WITHDRAWN',
      title: notice('reviewWithdrawnNoticeTitle'),
      body: notice('reviewWithdrawnNoticeBody', { kind: kind.label, title: proposal.title }),
      link: PATHS.reviewerQueue,
    });
  });
  app.mailer.wake();
}
