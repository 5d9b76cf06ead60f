import type { NotificationKind, NotificationsAnswer } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as repo from '../notifications.repo.js';

/** How many notifications `GET /notifications` answers. */
export const LATEST_NOTIFICATIONS = 20;

/** The signed-in user's notifications: the latest, and how many are unread. */
export async function latestNotifications(app: FastifyInstance, userId: string): Promise<NotificationsAnswer> {
  const [rows, unread] = await Promise.all([repo.listLatest(app.db, userId, LATEST_NOTIFICATIONS), repo.countUnread(app.db, userId)]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      title: r.title,
      body: r.body,
      titleRef: r.titleRef ?? null,
      bodyRef: r.bodyRef ?? null,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt ? r.readAt.toISOString() : null,
    })),
    unread,
  };
}
