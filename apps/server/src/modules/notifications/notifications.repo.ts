import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

export type NotificationInsert = typeof notifications.$inferInsert;

export async function insertNotification(db: DbOrTx, values: NotificationInsert): Promise<void> {
  await db.insert(notifications).values(values);
}

/** Many notifications in one insert per batch. */
export async function insertNotifications(db: DbOrTx, values: NotificationInsert[]): Promise<void> {
  for (let i = 0; i < values.length; i += 500) await db.insert(notifications).values(values.slice(i, i + 500));
}

/**
 * Refreshes the user's unread notifications of `kind` with this link (text and time), if there is one;
 * answers whether it did. The caller holds a lock on what the link names, so two
 * refreshes of the same one never both miss.
 */
export async function refreshUnread(
  db: DbOrTx,
  q: { userId: string; link: string; kind: string },
  values: Pick<NotificationInsert, 'kind' | 'title' | 'body' | 'titleRef' | 'bodyRef'>,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ ...values, createdAt: new Date() })
    .where(and(eq(notifications.userId, q.userId), eq(notifications.link, q.link), eq(notifications.kind, q.kind), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** The user's latest notifications, newest first (index notifications_user_created_idx). */
export async function listLatest(db: DbOrTx, userId: string, limit: number) {
  return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the user's unread notifications read: those with the given ids, or all. Never another user's. */
export async function markRead(db: DbOrTx, userId: string, ids: string[] | undefined): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}
