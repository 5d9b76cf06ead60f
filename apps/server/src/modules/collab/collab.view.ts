import type { CollabChatMessage, CollabRequest } from '@portal/shared/schemas';
import type { CollabRequestRow } from '../../db/schema/index.js';
import type { CollabPerson } from '../users/index.js';
import { statusOf } from './operations/collab-access.js';

export type RequestExtras = {
  about: CollabRequest['about'];
  reported: boolean;
  blocked: boolean;
};

/** A request as one of its parties sees it: the other side's e-mail and phone only once accepted. */
export function toRequest(row: CollabRequestRow, viewerId: string, people: Map<string, CollabPerson>, extras: RequestExtras, now: Date): CollabRequest {
  const direction = row.fromUser === viewerId ? 'SENT' : 'RECEIVED';
  const otherId = direction === 'SENT' ? row.toUser : row.fromUser;
  const other = people.get(otherId);
  const status = statusOf(row, now);
  const accepted = status === 'ACCEPTED';
  return {
    id: row.id,
    direction,
    status,
    other: {
      id: otherId,
      name: other?.name ?? '',
      organization: other?.organization ?? null,
      organizationCategory: other?.organizationCategory ?? null,
      email: accepted ? (other?.email ?? null) : null,
      phone: accepted ? (other?.phone ?? null) : null,
    },
    about: extras.about,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    reported: extras.reported,
    blocked: extras.blocked,
  };
}

export function toChatMessage(row: { id: string; authorId: string; body: string; createdAt: Date }, names: Map<string, string>): CollabChatMessage {
  return { id: row.id, authorId: row.authorId, authorName: names.get(row.authorId) ?? '', body: row.body, createdAt: row.createdAt.toISOString() };
}
