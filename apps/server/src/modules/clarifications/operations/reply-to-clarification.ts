import { MESSAGES, notice, PROPOSAL_UPLOAD_MAX_BYTES } from '@portal/shared';
import { CLARIFICATION_FILE_FIELD, clarificationReplySchema, PROPOSAL_FILE_FIELD } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError, validationError } from '../../../lib/errors.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { auditTrail, recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { clarificationAnsweredMail } from '../clarifications.mails.js';
import { fieldLabelsIn } from '../../proposals/index.js';
import { notify } from '../../notifications/index.js';
import { findContact } from '../../users/index.js';
import type { DbOrTx } from '../../../db/client.js';
import * as repo from '../clarifications.repo.js';
import type { ThreadTarget } from './thread-target.js';

/** The most edits of the proposal a reply looks back over to name the fields changed since the question. */
const EDITS_LOOKED_AT = 100;

/**
 * The proposal's fields the applicants changed since `since` (their edits' audit entries), in the
 * order the edits were made; the file and people as the history names them.
 */
async function fieldsChangedSince(db: DbOrTx, proposalId: string, since: Date): Promise<string[]> {
  const { rows } = await auditTrail(db, { type: 'proposal', id: proposalId, actions: ['PROPOSAL_UPDATED'] }, { page: 1, limit: EDITS_LOOKED_AT });
  const fields = new Set<string>();
  for (const row of rows.filter((r) => r.createdAt >= since).reverse()) {
    const after = typeof row.after === 'object' && row.after !== null ? Object.keys(row.after) : [];
    for (const key of after) fields.add(key === PROPOSAL_FILE_FIELD ? PROPOSAL_FILE_FIELD : key);
  }
  return [...fields];
}

/**
 * `POST /proposals/{id}/clarifications/{cid}/replies`, by the owner or a collaborator (checked by
 * the caller): the reply joins the thread with the fields changed since the question; the thread stops
 * waiting; the admin who asked is notified and mailed. A closed thread is a 409.
 */
export async function replyToClarification(
  app: FastifyInstance,
  viewer: SessionUser,
  target: ThreadTarget,
  input: { text?: unknown },
  file: UploadedFile | undefined,
): Promise<void> {
  const parsed = clarificationReplySchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)], message: i.message })));
  const { text } = parsed.data;
  const { proposal, kind } = target;
  await app.db.transaction(async (tx) => {
    await repo.lockPost(tx, proposal.id);
    const thread = await repo.lockClarification(tx, proposal.id, target.clarificationId);
    if (!thread) throw new AppError('NOT_FOUND', MESSAGES.clarificationMissing);
    if (thread.closedAt) throw new AppError('CONFLICT', MESSAGES.clarificationClosedReply);
    const asker = await repo.latestAsker(tx, thread);
    const changedFields = await fieldsChangedSince(tx, proposal.id, asker.at);
    let fileId: string | null = null;
    if (file) {
      await app.uploadQuota.charge(tx, viewer.id, file.data.length, []);
      fileId = await app.storage.put(tx, {
        ownerId: viewer.id,
        purpose: 'clarificationReply',
        originalName: file.fileName,
        contentType: file.contentType,
        data: file.data,
      });
    }
    const now = new Date();
    await repo.insertMessage(tx, { clarificationId: thread.id, side: 'APPLICANT', authorId: viewer.id, text, fileId, changedFields, createdAt: now });
    await repo.updateClarification(tx, thread.id, { waitingSince: null });
    await repo.endWaitIfNoneWaiting(tx, proposal.id);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'CLARIFICATION_REPLIED',
      entityType: 'proposal',
      entityId: proposal.id,
      before: null,
      after: { clarificationId: thread.id, comment: text, ...(file ? { file: file.fileName } : {}), changedFields },
    });
    const admin = asker.id ? await findContact(tx, asker.id) : null;
    if (admin) {
      const replier = (await findContact(tx, viewer.id))?.name ?? viewer.name;
      const link = kind.adminDetailPath(proposal.id);
      await notify(tx, {
        userId: admin.id,
        kind: 'CLARIFICATION_REPLIED',
        title: notice('clarificationRepliedNoticeTitle'),
        body:
          changedFields.length > 0
            ? notice('clarificationRepliedNoticeBodyWithChanges', {
                replier,
                kind: kind.label,
                title: proposal.title,
                fields: fieldLabelsIn(kind, changedFields, 'en').join(', '),
              })
            : notice('clarificationRepliedNoticeBody', { replier, kind: kind.label, title: proposal.title }),
        link,
      });
      await queueMail(tx, {
        to: admin.email,
        ...clarificationAnsweredMail(
          admin,
          { kindLabel: kind.label, title: proposal.title },
          {
            replier,
            text,
            fileName: file?.fileName ?? null,
            changedFields: { en: fieldLabelsIn(kind, changedFields, 'en'), hi: fieldLabelsIn(kind, changedFields, 'hi') },
          },
          app.mailer.url(link, admin.language),
        ),
      });
    }
  });
  app.mailer.wake();
}

/** The multipart shape of a reply: its text and an optional document, cut at the proposals' file size. */
export const REPLY_MULTIPART = { fileFields: [CLARIFICATION_FILE_FIELD], maxFileBytes: PROPOSAL_UPLOAD_MAX_BYTES } as const;
