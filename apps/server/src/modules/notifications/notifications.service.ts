import type { NotificationKind, NotificationsAnswer } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './notifications.repo.js';

/** How many notifications `GET /notifications` answers. */
export const LATEST_NOTIFICATIONS = 20;

export type NotificationInput = {
  /** The user who sees it. */
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A portal route (PATHS…) the notification opens, or null. */
  link?: string | null;
};

/**
 * Writes a notification in the caller's transaction, so it exists exactly when the change it
 * announces does (the status change, the clarification, the connection request).
 */
/** Many notifications of one transaction at once (a round's release). */
export async function notifyMany(tx: DbOrTx, inputs: NotificationInput[]): Promise<void> {
  await repo.insertNotifications(
    tx,
    inputs.map((input) => ({ userId: input.userId, kind: input.kind, title: input.title, body: input.body, link: input.link ?? null })),
  );
}

export async function notify(tx: DbOrTx, input: NotificationInput): Promise<void> {
  await repo.insertNotification(tx, { userId: input.userId, kind: input.kind, title: input.title, body: input.body, link: input.link ?? null });
}

/**
 * Like `notify`, bounded against repetition: while the user has an unread notification with the same
 * link of a kind that `refreshes` lists, the first such is refreshed (to what its entry gives, now)
 * instead of a new one added. The caller holds a lock on what the link names (e.g. the proposal's row).
 */
export async function notifyOnce(
  tx: DbOrTx,
  input: NotificationInput & { link: string },
  refreshes: Partial<Record<NotificationKind, Pick<NotificationInput, 'kind' | 'title' | 'body'>>>,
): Promise<void> {
  for (const [kind, values] of Object.entries(refreshes)) {
    if (values && (await repo.refreshUnread(tx, { userId: input.userId, link: input.link, kind }, values))) return;
  }
  await notify(tx, input);
}

/** The signed-in user's notifications: the latest, and how many are unread. */
export class NotificationsService {
  constructor(private readonly app: FastifyInstance) {}

  async latest(userId: string): Promise<NotificationsAnswer> {
    const [rows, unread] = await Promise.all([repo.listLatest(this.app.db, userId, LATEST_NOTIFICATIONS), repo.countUnread(this.app.db, userId)]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind as NotificationKind,
        title: r.title,
        body: r.body,
        link: r.link,
        createdAt: r.createdAt.toISOString(),
        readAt: r.readAt ? r.readAt.toISOString() : null,
      })),
      unread,
    };
  }

  /** Marks read the caller's own notifications (the given ids, or all); ids of others change nothing. */
  markRead(userId: string, ids: string[] | undefined): Promise<void> {
    return repo.markRead(this.app.db, userId, ids);
  }
}
