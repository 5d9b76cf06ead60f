import { historyNote, MESSAGES, notice, PATHS, REVIEW_MESSAGES } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { UserRow } from '../../../db/schema/index.js';
import { reviewedKindOf } from './review-access.js';
import { tellAdmins } from './review-notices.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { isProfileComplete, getProfile, lockedUserRow, setUserRoles } from '../../users/index.js';
import { reviewerRoleMail } from '../reviews.mails.js';
import { findProposal } from '../../proposals/index.js';
import { cancelAssignmentReminders } from './review-reminder-schedule.js';
import * as repo from '../reviews.repo.js';
import { languageOf } from '../../../lib/language.js';

/**
 * `PUT /admin/users/{id}/reviewer`: grants or removes the REVIEWER role of a verified user with a complete
 * profile (else 409), audited, mailed and notified. Removing it hands back the reviews not yet submitted,
 * each step in its proposal's history (decision 145). Setting what the user already has changes nothing.
 */
export async function setReviewerRole(
  app: FastifyInstance,
  admin: SessionUser,
  userId: string,
  reviewer: boolean,
): Promise<{ profile: UserProfile; message: string }> {
  await app.db.transaction(async (tx) => {
    const user = await lockedUserRow(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    const has = user.roles.includes('REVIEWER');
    if (has === reviewer) return;
    if (reviewer && (!user.isEmailVerified || !isProfileComplete(user))) throw new AppError('CONFLICT', REVIEW_MESSAGES.reviewerRoleNeedsProfile);
    // An account the admins have not approved, or have rejected, reviews nothing (decision 207).
    if (reviewer && user.status !== 'APPROVED') throw new AppError('CONFLICT', REVIEW_MESSAGES.reviewerRoleNeedsApproval);
    const roles = reviewer ? [...user.roles, 'REVIEWER' as const] : user.roles.filter((r) => r !== 'REVIEWER');
    await setUserRoles(tx, userId, roles);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'USER_ROLES_CHANGED',
      entityType: 'user',
      entityId: userId,
      before: { roles: user.roles },
      after: { roles },
    });
    if (!reviewer) {
      for (const released of await repo.releaseOpenOf(tx, userId)) {
        await cancelAssignmentReminders(tx, released.id);
        await repo.refreshReviewSummary(tx, released.proposalId);
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'REVIEWER_RELEASED',
          entityType: 'proposal',
          entityId: released.proposalId,
          before: { state: 'OPEN' },
          after: historyNote('roleRemoved', { name: user.name }),
        });
      }
    }
    const link = reviewer ? PATHS.reviewerQueue : PATHS.dashboard;
    await queueMail(tx, { to: user.email, ...reviewerRoleMail(user, reviewer, app.mailer.url(link, languageOf(user))) });
    await notify(tx, {
      userId,
      kind: 'REVIEWER_ROLE',
      title: notice(reviewer ? 'reviewerRoleGrantedNoticeTitle' : 'reviewerRoleRemovedNoticeTitle'),
      body: notice(reviewer ? 'reviewerRoleGrantedNoticeBody' : 'reviewerRoleRemovedNoticeBody'),
      link,
    });
  });
  app.mailer.wake();
  // Built after the transaction: the documents' names are read outside it.
  const profile = await getProfile(app, userId);
  return { profile, message: reviewer ? REVIEW_MESSAGES.reviewerRoleGranted : REVIEW_MESSAGES.reviewerRoleRemoved };
}

/**
 * A rejected account reviews nothing (decision 207): in the transaction that rejects it, with its row
 * locked, the REVIEWER role goes, its open assignments are released (submitted reviews stay, as when the
 * role is removed), each in its proposal's history, and the admins are told of each. No-op for an
 * account that is not a reviewer and holds no open assignment.
 */
export async function endReviewerAccess(app: FastifyInstance, tx: DbOrTx, admin: SessionUser, user: UserRow): Promise<void> {
  if (user.roles.includes('REVIEWER')) {
    const roles = user.roles.filter((r) => r !== 'REVIEWER');
    await setUserRoles(tx, user.id, roles);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'USER_ROLES_CHANGED',
      entityType: 'user',
      entityId: user.id,
      before: { roles: user.roles },
      after: { roles },
    });
  }
  for (const released of await repo.releaseOpenOf(tx, user.id)) {
    await cancelAssignmentReminders(tx, released.id);
    await repo.refreshReviewSummary(tx, released.proposalId);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'REVIEWER_RELEASED',
      entityType: 'proposal',
      entityId: released.proposalId,
      before: { state: 'OPEN' },
      after: historyNote('accountRejected', { name: user.name }),
    });
    const proposal = await findProposal(tx, released.proposalId);
    if (!proposal) continue;
    const kind = reviewedKindOf(proposal);
    await tellAdmins(app, tx, {
      kind: 'REVIEW_WITHDRAWN',
      proposalId: proposal.id,
      proposalKind: kind,
      assignedBy: released.assignedBy,
      title: notice('reviewReleasedNoticeTitle', { title: proposal.title }),
      body: notice('reviewReleasedRejectedBody', { name: user.name, kind: kind.label, title: proposal.title }),
      mail: true,
    });
  }
}
