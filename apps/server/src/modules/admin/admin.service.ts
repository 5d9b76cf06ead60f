import { MESSAGES, PRODUCT_NAME } from '@portal/shared';
import type { AdminUsersQuery } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { enqueueMail } from '../mail/mail.repo.js';
import { renderMail } from '../mail/mail.templates.js';
import { toProfiles } from '../users/profile-view.js';
import * as users from '../users/users.repo.js';

type ClarificationRequest = { post_id: string; post_type: string; clarification: string };

export class AdminService {
  constructor(private readonly app: FastifyInstance) {}

  async listUsers(query: AdminUsersQuery) {
    const { rows, total } = await users.searchUsers(this.app.db, query);
    return { data: await toProfiles(rows, this.app.storage), total };
  }

  /**
   * Stores a clarification request and mails it. The recipient is found from post_id and post_type,
   * never taken from the request (ARCHITECTURE.md): a forged address cannot receive it.
   */
  async askClarification(admin: SessionUser, input: ClarificationRequest): Promise<void> {
    if (input.post_type !== 'USER') throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    await this.app.db.transaction(async (tx) => {
      const user = await users.findUser(tx, input.post_id);
      if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
      await users.insertClarification(tx, { postId: user.id, postType: 'USER', comment: input.clarification, requestedBy: admin.id });
      await users.insertAudit(tx, {
        actorId: admin.id,
        action: 'CLARIFICATION_REQUESTED',
        entityType: 'user',
        entityId: user.id,
        before: null,
        after: { postType: 'USER', comment: input.clarification },
      });
      const mail = renderMail({
        subject: `${PRODUCT_NAME}: clarification requested on your profile`,
        greeting: `Dear ${user.name},`,
        paragraphs: [
          'The portal administrators reviewed your profile and need a clarification:',
          input.clarification,
          'Sign in and open your profile to update it; the request is listed under See Clarification.',
        ],
      });
      await enqueueMail(tx, { to: user.email, ...mail });
    });
    this.app.mailer.wake();
  }
}
