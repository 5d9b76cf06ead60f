import { type ClarificationPostType, clarificationState, fillMessage, MESSAGES, respondByBounds, writtenDay } from '@portal/shared';
import type { Clarification } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError, validationError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueMail } from '../mail/mail.service.js';
import { notify } from '../notifications/notifications.service.js';
import { type ClarificationTargets, clarificationTargets } from './clarification-owners.js';
import * as repo from './clarifications.repo.js';
import { scheduleClarificationReminder } from './operations/remind-applicants.js';

export type ClarificationRequest = { post_id: string; post_type: ClarificationPostType; clarification: string; respondBy?: string };

/**
 * Clarifications an admin asks about a profile or a proposal: stored, audited and mailed. A proposal's
 * is a thread that waits on its applicants until they reply (docs/architecture.md#clarification-threads).
 */
export class ClarificationsService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly targets: ClarificationTargets = clarificationTargets(app),
  ) {}

  /**
   * Stores the request, mails and notifies the post's people, found from post_id and post_type alone
   * (never `email`). A proposal's waits on its applicants until `respondBy` (default 14 days ahead).
   */
  async ask(admin: SessionUser, input: ClarificationRequest): Promise<void> {
    const target = this.targets[input.post_type];
    if (!target) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    const isThread = target.entityType === 'proposal';
    if (!isThread && input.respondBy) throw validationError([{ path: ['body', 'respondBy'], message: MESSAGES.clarificationRespondByUser }]);
    const respondBy = isThread ? (input.respondBy ?? respondByBounds().default) : null;
    await this.app.db.transaction(async (tx) => {
      const owner = await target.findOwner(tx, input.post_id);
      if (!owner) throw new AppError('NOT_FOUND', target.notFound);
      const now = new Date();
      if (isThread) await repo.lockPost(tx, input.post_id);
      const row = await repo.insertClarification(tx, {
        postId: input.post_id,
        postType: input.post_type,
        comment: input.clarification,
        requestedBy: admin.id,
        respondBy,
        waitingSince: isThread ? now : null,
      });
      if (isThread) await repo.openWait(tx, input.post_id, now);
      if (respondBy) await scheduleClarificationReminder(tx, row.id, respondBy, now);
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'CLARIFICATION_REQUESTED',
        entityType: target.entityType,
        entityId: input.post_id,
        before: null,
        after: { postType: input.post_type, comment: input.clarification, ...(isThread ? { clarificationId: row.id, respondBy } : {}) },
      });
      for (const person of [owner, ...(owner.others ?? [])]) {
        await queueMail(tx, { to: person.email, ...target.mail({ ...owner, ...person }, input.clarification, respondBy) });
        await notify(tx, {
          userId: person.id,
          kind: 'CLARIFICATION',
          title: MESSAGES.clarificationNoticeTitle,
          body: respondBy
            ? fillMessage(MESSAGES.clarificationNoticeBodyBy, { subject: owner.subject, respondBy: writtenDay(respondBy), clarification: input.clarification })
            : fillMessage(MESSAGES.clarificationNoticeBody, { subject: owner.subject, clarification: input.clarification }),
          link: owner.link,
        });
      }
    });
    this.app.mailer.wake();
  }

  /** A post's clarifications, newest first, each with its thread. The caller has checked that the viewer may read the post. */
  async listFor(postType: ClarificationPostType, postId: string): Promise<Clarification[]> {
    const rows = await repo.listClarifications(this.app.db, postType, postId);
    const messages = await repo.listMessages(
      this.app.db,
      rows.map((r) => r.id),
    );
    const now = new Date();
    return rows.map((r) => ({
      id: r.id,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      askedBy: r.askedBy,
      respondBy: r.respondBy,
      state: postType === 'USER' ? null : clarificationState({ closed: r.closedAt !== null, waiting: r.waitingSince !== null, respondBy: r.respondBy }, now),
      replies: messages
        .filter((m) => m.clarificationId === r.id)
        .map((m) => ({
          id: m.id,
          side: m.side,
          author: m.author,
          text: m.text,
          createdAt: m.createdAt.toISOString(),
          respondBy: m.respondBy,
          file: m.fileId && m.fileName ? { fileName: m.fileName, url: this.app.storage.ref(m.fileId, m.fileName).url } : null,
          changedFields: m.changedFields,
        })),
    }));
  }
}
