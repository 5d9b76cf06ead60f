import { historyNote, MESSAGES, notice, PATHS, REVIEW_MESSAGES } from '@portal/shared';
import type { ProposalAssignment } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { lockProposal } from '../../proposals/index.js';
import { findContact } from '../../users/index.js';
import { reviewWithdrawnMail } from '../reviews.mails.js';
import * as repo from '../reviews.repo.js';
import { toProposalAssignment } from '../reviews.view.js';
import { assertUndecided, reviewedKindOf } from './review-access.js';
import { cancelAssignmentReminders } from './review-reminder-schedule.js';
import { replaceReviewer } from './replace-reviewer.js';

/**
 * `POST /admin/proposals/{id}/reviewers/{userId}/release`: the admin releases a silent reviewer (an
 * invitation or a review still to come) with a reason: RELEASED (reason SILENT, the note kept), its
 * reminders cancelled, the reviewer mailed and notified, and with `autoReplace` the best next suggestion
 * invited at once; in one transaction on the locked proposal and assignment. Answers the released assignment.
 */
export async function releaseReviewer(
  app: FastifyInstance,
  admin: SessionUser,
  proposalId: string,
  reviewerId: string,
  reason: string,
): Promise<{ assignment: ProposalAssignment; replacement: string | null }> {
  const result = await app.db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, proposalId);
    if (!proposal) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    const kind = reviewedKindOf(proposal);
    const active = await repo.findActiveAssignment(tx, proposalId, reviewerId);
    if (!active) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.assignmentMissing);
    const a = (await repo.lockAssignment(tx, active.id))!;
    if (!(repo.OPEN_STATES as readonly string[]).includes(a.state)) throw new AppError('CONFLICT', REVIEW_MESSAGES.releaseNotOpen);
    assertUndecided(proposal.status);
    const now = new Date();
    const released = await repo.updateAssignment(tx, a.id, { state: 'RELEASED', releaseReason: 'SILENT', releaseNote: reason, releasedAt: now });
    await cancelAssignmentReminders(tx, a.id);
    await repo.refreshReviewSummary(tx, proposalId);
    const reviewer = (await findContact(tx, reviewerId))!;
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'REVIEWER_RELEASED',
      entityType: 'proposal',
      entityId: proposalId,
      before: { assignmentId: a.id, state: a.state },
      after: { state: 'RELEASED', releaseReason: 'SILENT', reason, ...historyNote('releasedSilent', { name: reviewer.name, reason }) },
    });
    await queueMail(tx, {
      to: reviewer.email,
      ...reviewWithdrawnMail(reviewer, { kindLabel: kind.label, title: proposal.title }, app.mailer.url(PATHS.reviewerQueue, reviewer.language)),
    });
    await notify(tx, {
      userId: reviewerId,
      kind: 'REVIEW_WITHDRAWN',
      title: notice('reviewWithdrawnNoticeTitle'),
      body: notice('reviewSilentReleasedNoticeBody', { kind: kind.label, title: proposal.title, reason }),
      link: PATHS.reviewerQueue,
    });
    const replacement = await replaceReviewer(app, tx, released, now);
    return { assignment: toProposalAssignment(released, { id: reviewer.id, name: reviewer.name, organization: reviewer.organization ?? null }), replacement };
  });
  app.mailer.wake();
  return result;
}
