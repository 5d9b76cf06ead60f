import { fillMessage, historyNote, indiaDate, MAX_ACTIVE_REVIEWERS, MESSAGES, REVIEW_MESSAGES, writtenDay } from '@portal/shared';
import type { AssignReviewerInput, ProposalAssignment } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ReviewAssignmentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { UsersService } from '../../users/index.js';
import { affiliationsInForce, listConflicts } from '../conflicts.js';
import { reviewAssignedMail } from '../reviews.mails.js';
import { collaboratorsOf, findNamedTogether, lockProposal } from '../../proposals/index.js';
import * as repo from '../reviews.repo.js';
import { scheduleReviewReminder } from './review-reminders.js';
import { toProposalAssignment } from '../reviews.view.js';
import { assertUndecided, reviewedKindOf } from './review-access.js';
import { reviewPath } from './review-notices.js';
import { languageOf } from '../../../lib/language.js';

/** `respondBy`: the day the reviewer answers the invitation by, passed on to the invitation's rules. */
type Assign = { userId: string; dueDate: string; override?: { reason: string } | undefined; respondBy?: string | undefined };

/**
 * `POST /admin/proposals/{id}/reviewers`: assigns a reviewer to a funding proposal under review, in one
 * transaction on the locked proposal: at most 5 active, no duplicate, and no conflict of interest unless
 * the admin overrides it with a written reason (the audit keeps the conflicts and the reason). The
 * reviewer is mailed and notified.
 */
export async function assignReviewer(
  app: FastifyInstance,
  admin: SessionUser,
  proposalId: string,
  input: Assign,
): Promise<{ assignment: ProposalAssignment; overridden: boolean }> {
  const result = await app.db.transaction(async (tx) => {
    const done = await assignWithin(app, tx, admin, proposalId, input, { mail: true });
    return { assignment: done.assignment, overridden: done.overridden };
  });
  app.mailer.wake();
  return result;
}

/**
 * The assignment's rules and writes inside the caller's transaction: the single assignment above and a
 * round's plan applied at once (apply-assignment-plan.ts) go through the same checks. `mail: false`
 * leaves the reviewer's mail to the caller (a plan mails each reviewer once, listing all of theirs).
 */
export async function assignWithin(
  app: FastifyInstance,
  tx: DbOrTx,
  admin: SessionUser,
  proposalId: string,
  input: Assign,
  options: { mail: boolean },
): Promise<{ assignment: ProposalAssignment; overridden: boolean; row: ReviewAssignmentRow; kindLabel: string; title: string }> {
  const users = new UsersService(app);
  {
    const proposal = await lockProposal(tx, proposalId);
    if (!proposal) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    const kind = reviewedKindOf(proposal);
    assertUndecided(proposal.status);
    // The reviewer's row locked with the proposal's: a removal of the role or a rejection of the account
    // waits for this assignment and then releases it, or runs first and this one sees it (decision 207).
    const reviewer = await users.lockedRow(tx, input.userId);
    if (!reviewer) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (!reviewer.roles.includes('REVIEWER')) throw new AppError('CONFLICT', REVIEW_MESSAGES.notAReviewer);
    if (reviewer.status !== 'APPROVED') throw new AppError('CONFLICT', REVIEW_MESSAGES.reviewerRoleNeedsApproval);
    if (await repo.findActiveAssignment(tx, proposalId, reviewer.id)) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyAssigned);
    if ((await repo.countActive(tx, proposalId)) >= MAX_ACTIVE_REVIEWERS) throw new AppError('CONFLICT', REVIEW_MESSAGES.tooManyReviewers);

    const owner = (await users.findRow(tx, proposal.userId))!;
    const found = listConflicts({
      reviewer: { id: reviewer.id, organization: reviewer.organization },
      owner: { id: owner.id, organization: owner.organization },
      proposalOrgName: proposal.orgName,
      collaborators: await collaboratorsOf(tx, proposalId),
      namedTogetherOn: reviewer.id === owner.id ? null : await findNamedTogether(tx, proposalId, reviewer.id, owner.id),
      declaredBefore: await repo.findDeclaredConflict(tx, proposalId, reviewer.id),
      affiliations: affiliationsInForce((await repo.findReviewerProfile(tx, reviewer.id))?.affiliations ?? [], indiaDate()),
    });
    const conflicts = found.map((c) => c.message);
    // The applicant and the collaborators never review their own proposal, whatever the reason (decision 206).
    if (found.some((c) => c.hard)) {
      throw new AppError(
        'CONFLICT',
        REVIEW_MESSAGES.conflictNotOverridable,
        conflicts.map((message) => ({ path: ['body', 'userId'], message })),
      );
    }
    if (conflicts.length > 0 && !input.override) {
      throw new AppError(
        'CONFLICT',
        REVIEW_MESSAGES.conflictOfInterest,
        conflicts.map((message) => ({ path: ['body', 'userId'], message })),
      );
    }
    const overrideReason = conflicts.length > 0 ? input.override!.reason : null;
    const row = await repo.insertAssignment(tx, { proposalId, reviewerId: reviewer.id, assignedBy: admin.id, dueDate: input.dueDate, overrideReason });
    await scheduleReviewReminder(tx, row);
    const who = reviewer.organization ? `${reviewer.name} (${reviewer.organization})` : reviewer.name;
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'REVIEWER_ASSIGNED',
      entityType: 'proposal',
      entityId: proposalId,
      before: null,
      after: {
        assignmentId: row.id,
        reviewerId: reviewer.id,
        dueDate: input.dueDate,
        ...(overrideReason ? { conflicts, overrideReason } : {}),
        ...(overrideReason
          ? historyNote('assignedOverride', { who, date: input.dueDate, conflicts: conflicts.join('; '), reason: overrideReason })
          : historyNote('assigned', { who, date: input.dueDate })),
      },
    });
    if (options.mail)
      await queueMail(tx, {
        to: reviewer.email,
        ...reviewAssignedMail(
          reviewer,
          { kindLabel: kind.label, title: proposal.title, dueDate: input.dueDate },
          app.mailer.url(reviewPath(row.id), languageOf(reviewer)),
        ),
      });
    await notify(tx, {
      userId: reviewer.id,
      kind: 'REVIEW_ASSIGNED',
      title: MESSAGES.reviewAssignedNoticeTitle,
      body: fillMessage(MESSAGES.reviewAssignedNoticeBody, { kind: kind.label, title: proposal.title, dueDate: writtenDay(input.dueDate) }),
      link: reviewPath(row.id),
    });
    return { assignment: toProposalAssignment(row, reviewer), overridden: overrideReason !== null, row, kindLabel: kind.label, title: proposal.title };
  }
}

export type { AssignReviewerInput };
