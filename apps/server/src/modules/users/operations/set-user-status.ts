import { MESSAGES, notice, PATHS, USER_STATUS_LABELS, type UserStatus } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { languageOf } from '../../../lib/language.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { isRealDecision, recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { toProfile } from '../profile-view.js';
import { userHooks } from '../user-hooks.js';
import { userStatusMail } from '../users.mails.js';
import * as repo from '../users.repo.js';

/** An admin approves or rejects an account: audited, mailed and notified in the transaction that decides. */
export async function setUserStatus(app: FastifyInstance, admin: SessionUser, userId: string, status: UserStatus): Promise<UserProfile> {
  // An admin could otherwise reject themselves, or approve their own account.
  if (admin.id === userId) throw new AppError('FORBIDDEN', MESSAGES.ownStatus);
  const updated = await app.db.transaction(async (tx) => {
    // Locked: an assignment to this user waits for the decision, or is seen by it (decision 207).
    const user = (await repo.lockUser(tx, userId)) && (await repo.findUser(tx, userId));
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (!isRealDecision(user.status, status)) return user;
    const row = await repo.updateUser(tx, userId, { status });
    if (status === 'REJECTED') await userHooks().endReviewerAccess(app, tx, admin, user);
    // Their posts are public only while the account is approved: approving publishes them, rejecting hides them.
    await userHooks().approvalChanged(tx, userId, status === 'APPROVED');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'USER_STATUS_CHANGED',
      entityType: 'user',
      entityId: userId,
      before: { status: user.status },
      after: { status },
    });
    await queueMail(tx, { to: user.email, ...userStatusMail(user, status, app.mailer.url(PATHS.profile, languageOf(user)), languageOf(user)) });
    await notify(tx, {
      userId,
      kind: 'USER_STATUS',
      title: notice('userStatusNoticeTitle', { status: USER_STATUS_LABELS[status] }),
      body: notice('userStatusNoticeBody', { status: USER_STATUS_LABELS[status] }),
      link: PATHS.profile,
    });
    return row!;
  });
  app.mailer.wake();
  return toProfile(updated, app.storage);
}
