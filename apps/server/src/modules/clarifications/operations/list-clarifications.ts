import { type ClarificationPostType, clarificationState } from '@portal/shared';
import type { Clarification } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { userNames } from '../../users/index.js';
import * as repo from '../clarifications.repo.js';

/** A post's clarifications, newest first, each with its thread. The caller has checked that the viewer may read the post. */
export async function listClarificationsFor(app: FastifyInstance, postType: ClarificationPostType, postId: string): Promise<Clarification[]> {
  const rows = await repo.listClarifications(app.db, postType, postId);
  const messages = await repo.listMessages(
    app.db,
    rows.map((r) => r.id),
  );
  // Names from the users face: the asking admins and the replies' authors (null once an account is gone).
  const people = [...rows.map((r) => r.requestedBy), ...messages.map((m) => m.authorId)].filter((id): id is string => id !== null);
  const names = await userNames(app.db, [...new Set(people)]);
  const now = new Date();
  return rows.map((r) => ({
    id: r.id,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    askedBy: r.requestedBy ? (names.get(r.requestedBy) ?? null) : null,
    respondBy: r.respondBy,
    state: postType === 'USER' ? null : clarificationState({ closed: r.closedAt !== null, waiting: r.waitingSince !== null, respondBy: r.respondBy }, now),
    replies: messages
      .filter((m) => m.clarificationId === r.id)
      .map((m) => ({
        id: m.id,
        side: m.side,
        author: m.authorId ? (names.get(m.authorId) ?? null) : null,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
        respondBy: m.respondBy,
        file: m.fileId && m.fileName ? { fileName: m.fileName, url: app.storage.ref(m.fileId, m.fileName).url } : null,
        changedFields: m.changedFields,
      })),
  }));
}
