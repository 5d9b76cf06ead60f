import { type ClarificationPostType, fillMessage, MESSAGES } from '@portal/shared';
import type { Clarification } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail } from '../mail/mail.service.js';
import { renderMail } from '../mail/mail.templates.js';
import { notify } from '../notifications/notifications.service.js';
import { type ClarificationTargets, clarificationTargets } from './clarification-owners.js';
import * as repo from './clarifications.repo.js';

export type ClarificationRequest = { post_id: string; post_type: ClarificationPostType; clarification: string };

/** Clarifications an admin asks about a profile or a proposal: stored, audited and mailed to the owner. */
export class ClarificationsService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly targets: ClarificationTargets = clarificationTargets(app),
  ) {}

  /** Stores the request, mails and notifies the post's owner, found from post_id and post_type alone (never `email`). */
  async ask(admin: SessionUser, input: ClarificationRequest): Promise<void> {
    const target = this.targets[input.post_type];
    if (!target) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    await this.app.db.transaction(async (tx) => {
      const owner = await target.findOwner(tx, input.post_id);
      if (!owner) throw new AppError('NOT_FOUND', target.notFound);
      await repo.insertClarification(tx, { postId: input.post_id, postType: input.post_type, comment: input.clarification, requestedBy: admin.id });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'CLARIFICATION_REQUESTED',
        entityType: target.entityType,
        entityId: input.post_id,
        before: null,
        after: { postType: input.post_type, comment: input.clarification },
      });
      await queueMail(tx, { to: owner.email, ...renderMail(target.mail(owner, input.clarification)) });
      await notify(tx, {
        userId: owner.id,
        kind: 'CLARIFICATION',
        title: MESSAGES.clarificationNoticeTitle,
        body: fillMessage(MESSAGES.clarificationNoticeBody, { subject: owner.subject, clarification: input.clarification }),
        link: owner.link,
      });
    });
    this.app.mailer.wake();
  }

  /** A post's clarifications, newest first. The caller has checked that the viewer may read the post. */
  async listFor(postType: ClarificationPostType, postId: string): Promise<Clarification[]> {
    const rows = await repo.listClarifications(this.app.db, postType, postId);
    return rows.map((r) => ({ id: r.id, comment: r.comment, createdAt: r.createdAt.toISOString() }));
  }
}
