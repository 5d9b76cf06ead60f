import type { KeyedNotice } from '@portal/shared';
import type { NotificationKind } from '@portal/shared/schemas';
import type { DbOrTx } from '../../../db/client.js';
import * as repo from '../notifications.repo.js';

export type NotificationInput = {
  /** The user who sees it. */
  userId: string;
  kind: NotificationKind;
  /** Catalogue texts by key with their values (`notice(…)`): stored with their English, worded by the web in the reader's language. */
  title: KeyedNotice;
  body: KeyedNotice;
  /** A portal route (PATHS…) the notification opens, or null. */
  link?: string | null;
};

type Texts = Pick<NotificationInput, 'kind' | 'title' | 'body'>;

/** A notification's texts as stored: the English, and the key with its values. */
const stored = ({ kind, title, body }: Texts) => ({
  kind,
  title: title.message,
  body: body.message,
  titleRef: { key: title.key, params: title.params },
  bodyRef: { key: body.key, params: body.params },
});

/** Many notifications of one transaction at once (a round's release). */
export async function notifyMany(tx: DbOrTx, inputs: NotificationInput[]): Promise<void> {
  await repo.insertNotifications(
    tx,
    inputs.map((input) => ({ userId: input.userId, ...stored(input), link: input.link ?? null })),
  );
}

/**
 * Writes a notification in the caller's transaction, so it exists exactly when the change it
 * announces does (the status change, the clarification, the connection request).
 */
export async function notify(tx: DbOrTx, input: NotificationInput): Promise<void> {
  await repo.insertNotification(tx, { userId: input.userId, ...stored(input), link: input.link ?? null });
}

/**
 * Like `notify`, bounded against repetition: while the user has an unread notification with the same
 * link of a kind that `refreshes` lists, the first such is refreshed (to what its entry gives, now)
 * instead of a new one added. The caller holds a lock on what the link names (e.g. the proposal's row).
 */
export async function notifyOnce(tx: DbOrTx, input: NotificationInput & { link: string }, refreshes: Partial<Record<NotificationKind, Texts>>): Promise<void> {
  for (const [kind, values] of Object.entries(refreshes)) {
    if (values && (await repo.refreshUnread(tx, { userId: input.userId, link: input.link, kind }, stored(values)))) return;
  }
  await notify(tx, input);
}
