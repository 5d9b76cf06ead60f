import { MESSAGES, PATHS, REVIEW_MESSAGES } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/audit.service.js';
import { queueMail } from '../../mail/mail.service.js';
import { notify } from '../../notifications/notifications.service.js';
import { isProfileComplete } from '../../users/profile-completeness.js';
import { UsersService } from '../../users/users.service.js';
import { reviewerRoleMail } from '../reviews.mails.js';
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
  const users = new UsersService(app);
  await app.db.transaction(async (tx) => {
    const user = await users.lockedRow(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    const has = user.roles.includes('REVIEWER');
    if (has === reviewer) return;
    if (reviewer && (!user.isEmailVerified || !isProfileComplete(user))) throw new AppError('CONFLICT', REVIEW_MESSAGES.reviewerRoleNeedsProfile);
    const roles = reviewer ? [...user.roles, 'REVIEWER' as const] : user.roles.filter((r) => r !== 'REVIEWER');
    await users.setRoles(tx, userId, roles);
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
        await repo.refreshReviewSummary(tx, released.proposalId);
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'REVIEWER_RELEASED',
          entityType: 'proposal',
          entityId: released.proposalId,
          before: { state: 'OPEN' },
          after: { summary: `${user.name}: reviewer role removed` },
        });
      }
    }
    const link = reviewer ? PATHS.reviewerQueue : PATHS.dashboard;
    await queueMail(tx, { to: user.email, ...reviewerRoleMail(user, reviewer, app.mailer.url(link, languageOf(user))) });
    await notify(tx, {
      userId,
      kind: 'REVIEWER_ROLE',
      title: reviewer ? MESSAGES.reviewerRoleGrantedNoticeTitle : MESSAGES.reviewerRoleRemovedNoticeTitle,
      body: reviewer ? MESSAGES.reviewerRoleGrantedNoticeBody : MESSAGES.reviewerRoleRemovedNoticeBody,
      link,
    });
  });
  app.mailer.wake();
  // Built after the transaction: the documents' names are read outside it.
  const profile = await users.getProfile(userId);
  return { profile, message: reviewer ? REVIEW_MESSAGES.reviewerRoleGranted : REVIEW_MESSAGES.reviewerRoleRemoved };
}
