import {
  addDays,
  historyNote,
  indiaDate,
  MAX_ACTIVE_REVIEWERS,
  MESSAGES,
  notice,
  REVIEW_MESSAGES,
  REVIEW_RESPOND_BY_DEFAULT_DAYS,
  writtenDay,
} from '@portal/shared';
import type { AssignReviewerInput, ProposalAssignment } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { findUserRow, lockedUserRow } from '../../users/index.js';
import { affiliationsInForce, listConflicts } from '../conflicts.js';
import { reviewAssignedMail } from '../reviews.mails.js';
import { collaboratorsOf, findNamedTogether, lockProposal } from '../../proposals/index.js';
import * as repo from '../reviews.repo.js';
import { scheduleAssignmentReminders } from './review-reminder-schedule.js';
import { toProposalAssignment } from '../reviews.view.js';
import { assertUndecided, reviewedKindOf } from './review-access.js';
import { reviewPath } from './review-notices.js';
import { languageOf } from '../../../lib/language.js';

/** One invitation: the reviewer, the due date, the day to answer by (default 5 days ahead, never after the due date), replacement, override. */
export type Invitation = {
  proposalId: string;
  userId: string;
  dueDate: string;
  respondBy?: string | undefined;
  autoReplace?: boolean | undefined;
  override?: { reason: string } | undefined;
  /** The admin the invitation is made for (told of its decline, expiry or lateness); null: every admin. */
  invitedBy: string | null;
  /** Who the history names as inviting: the admin (default), or null when the portal invites a replacement on its own. */
  actorId?: string | null | undefined;
  /** Mail the reviewer now (default); false when the caller mails them once for many invitations. */
  mail?: boolean | undefined;
};

/** The day an invitation is answered by when none is named: 5 days ahead (India), or the due date if sooner. */
export function defaultRespondBy(dueDate: string, now = new Date()): string {
  const byDefault = addDays(indiaDate(now), REVIEW_RESPOND_BY_DEFAULT_DAYS);
  return byDefault < dueDate ? byDefault : dueDate;
}

/**
 * Creates one invitation in the caller's transaction (decision 253): locks the proposal, then the
 * reviewer's row; at most 5 active, no duplicate, no hard conflict, a soft one only with the admin's
 * written reason (the audit keeps the conflicts and the reason). Schedules its reminders and expiry,
 * records it, notifies the reviewer and (unless `mail: false`) mails them. The round's plan and the
 * automatic replacement call it as the route does; the caller wakes the mailer after committing.
 */
export async function inviteReviewer(
  app: FastifyInstance,
  tx: DbOrTx,
  input: Invitation,
): Promise<{ assignment: ProposalAssignment; overridden: boolean; kindLabel: string; title: string }> {
  const { proposalId } = input;
  const proposal = await lockProposal(tx, proposalId);
  if (!proposal) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  const kind = reviewedKindOf(proposal);
  assertUndecided(proposal.status);
  // The reviewer's row locked with the proposal's: a removal of the role or a rejection of the account
  // waits for this assignment and then releases it, or runs first and this one sees it (decision 207).
  const reviewer = await lockedUserRow(tx, input.userId);
  if (!reviewer) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  if (!reviewer.roles.includes('REVIEWER')) throw new AppError('CONFLICT', REVIEW_MESSAGES.notAReviewer);
  if (reviewer.status !== 'APPROVED') throw new AppError('CONFLICT', REVIEW_MESSAGES.reviewerRoleNeedsApproval);
  if (await repo.findActiveAssignment(tx, proposalId, reviewer.id)) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyAssigned);
  if ((await repo.countActive(tx, proposalId)) >= MAX_ACTIVE_REVIEWERS) throw new AppError('CONFLICT', REVIEW_MESSAGES.tooManyReviewers);

  const owner = (await findUserRow(tx, proposal.userId))!;
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
  const respondBy = input.respondBy ?? defaultRespondBy(input.dueDate);
  const row = await repo.insertAssignment(tx, {
    proposalId,
    reviewerId: reviewer.id,
    assignedBy: input.invitedBy,
    dueDate: input.dueDate,
    respondBy,
    autoReplace: input.autoReplace ?? false,
    overrideReason,
  });
  await scheduleAssignmentReminders(tx, row);
  const who = reviewer.organization ? `${reviewer.name} (${reviewer.organization})` : reviewer.name;
  await recordAudit(tx, {
    actorId: input.actorId === undefined ? input.invitedBy : input.actorId,
    action: 'REVIEWER_ASSIGNED',
    entityType: 'proposal',
    entityId: proposalId,
    before: null,
    after: {
      assignmentId: row.id,
      reviewerId: reviewer.id,
      dueDate: input.dueDate,
      respondBy,
      autoReplace: row.autoReplace,
      ...(overrideReason ? { conflicts, overrideReason } : {}),
      ...(overrideReason
        ? historyNote('assignedOverride', { who, date: input.dueDate, conflicts: conflicts.join('; '), reason: overrideReason })
        : historyNote('assigned', { who, date: input.dueDate })),
    },
  });
  if (input.mail !== false) {
    await queueMail(tx, {
      to: reviewer.email,
      ...reviewAssignedMail(
        reviewer,
        { kindLabel: kind.label, title: proposal.title, dueDate: input.dueDate, respondBy },
        app.mailer.url(reviewPath(row.id), languageOf(reviewer)),
      ),
    });
  }
  await notify(tx, {
    userId: reviewer.id,
    kind: 'REVIEW_ASSIGNED',
    title: notice('reviewAssignedNoticeTitle'),
    body: notice('reviewAssignedNoticeBody', { kind: kind.label, title: proposal.title, dueDate: writtenDay(input.dueDate) }),
    link: reviewPath(row.id),
  });
  return { assignment: toProposalAssignment(row, reviewer), overridden: overrideReason !== null, kindLabel: kind.label, title: proposal.title };
}

/**
 * `POST /admin/proposals/{id}/reviewers`: invites a reviewer to a funding proposal under review, in one
 * transaction (inviteReviewer); the reviewer is mailed and notified.
 */
export async function assignReviewer(
  app: FastifyInstance,
  admin: SessionUser,
  proposalId: string,
  input: Omit<Invitation, 'proposalId' | 'invitedBy' | 'mail'>,
): Promise<{ assignment: ProposalAssignment; overridden: boolean }> {
  const { assignment, overridden } = await app.db.transaction((tx) => inviteReviewer(app, tx, { ...input, proposalId, invitedBy: admin.id }));
  app.mailer.wake();
  return { assignment, overridden };
}

export type { AssignReviewerInput };
