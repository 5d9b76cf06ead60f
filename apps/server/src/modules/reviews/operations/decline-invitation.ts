import { historyNote, keyed, notice, REVIEW_MESSAGES } from '@portal/shared';
import type { MyReview, ReviewDeclineInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { lockProposal } from '../../proposals/index.js';
import { findUserRow } from '../../users/index.js';
import * as repo from '../reviews.repo.js';
import { assertUndecided, requireOwnAssignment, requireReviewer, reviewedKindOf } from './review-access.js';
import { sentences, tellAdmins } from './review-notices.js';
import { cancelAssignmentReminders } from './review-reminder-schedule.js';
import { readMyReview } from './reviewer-queue.js';
import { replaceReviewer } from './replace-reviewer.js';

type Decline = { reason: string; suggestUserId?: string | undefined };

/**
 * `POST /reviews/{assignmentId}/decline`: the reviewer declines an invitation they have not accepted,
 * with a reason and optionally a colleague (a reviewer, not themselves) to suggest. In one transaction
 * on the locked proposal and assignment: DECLINED, its reminders cancelled, the admins told (the one who
 * invited is mailed), and with `autoReplace` the best next suggestion invited at once.
 */
export async function declineInvitation(
  app: FastifyInstance,
  viewer: SessionUser,
  assignmentId: string,
  d: Decline,
): Promise<{ review: MyReview; message: string }> {
  await requireReviewer(app, viewer);
  const review = await app.db.transaction(async (tx) => {
    const own = await requireOwnAssignment(tx, viewer, assignmentId);
    // The proposal first, as every change to its panel locks it: a replacement is invited under the same lock.
    const proposal = (await lockProposal(tx, own.proposalId))!;
    const a = (await repo.lockAssignment(tx, assignmentId))!;
    if (a.state === 'RELEASED') throw new AppError('CONFLICT', REVIEW_MESSAGES.assignmentReleased);
    if (a.state === 'DECLINED' || a.state === 'EXPIRED') throw new AppError('CONFLICT', REVIEW_MESSAGES.invitationClosed);
    if (a.state !== 'PENDING') throw new AppError('CONFLICT', REVIEW_MESSAGES.invitationAnswered);
    assertUndecided(proposal.status);
    const kind = reviewedKindOf(proposal);
    let colleague: { id: string; name: string } | null = null;
    if (d.suggestUserId) {
      const row = await findUserRow(tx, d.suggestUserId);
      if (!row || row.id === viewer.id || !row.roles.includes('REVIEWER') || row.status !== 'APPROVED') {
        throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.suggestNotAReviewer, [
          { path: ['body', 'suggestUserId'], message: REVIEW_MESSAGES.suggestNotAReviewer },
        ]);
      }
      colleague = { id: row.id, name: row.name };
    }
    const now = new Date();
    const declined = await repo.updateAssignment(tx, a.id, {
      state: 'DECLINED',
      declineReason: d.reason,
      suggestedUserId: colleague?.id ?? null,
      answeredAt: now,
    });
    await cancelAssignmentReminders(tx, a.id);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'REVIEW_DECLINED',
      entityType: 'proposal',
      entityId: proposal.id,
      before: { assignmentId: a.id, state: 'PENDING' },
      after: { state: 'DECLINED', reason: d.reason, suggestUserId: colleague?.id ?? null, ...historyNote('declined', { name: viewer.name, reason: d.reason }) },
    });
    const replacement = await replaceReviewer(app, tx, declined, now);
    const lines = [keyed('reviewDeclinedNoticeBody', { name: viewer.name, kind: kind.label, title: proposal.title, reason: d.reason })];
    if (colleague) lines.push(keyed('reviewDeclinedSuggestion', { name: viewer.name, colleague: colleague.name }));
    if (declined.autoReplace) lines.push(replacement ? keyed('reviewReplacedNotice', { name: replacement }) : keyed('reviewNoReplacementNotice'));
    await tellAdmins(app, tx, {
      kind: 'REVIEW_DECLINED',
      proposalId: proposal.id,
      proposalKind: kind,
      assignedBy: a.assignedBy,
      title: notice('reviewDeclinedNoticeTitle', { title: proposal.title }),
      body: sentences(lines[0]!, ...lines.slice(1)),
      mail: true,
    });
    return await readMyReview(tx, a.id);
  });
  app.mailer.wake();
  return { review, message: REVIEW_MESSAGES.invitationDeclined };
}

export type { ReviewDeclineInput };
