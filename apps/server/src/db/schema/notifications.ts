import type { NoticeRef } from '@portal/shared';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** In-app notifications (issue 14): written in the transaction of the change they announce. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One of NOTIFICATION_KINDS (packages/shared); text so a new kind needs no migration.
    kind: text('kind').notNull(),
    // The English the catalogue reads filled (for API clients, and rows written before the keys)…
    title: text('title').notNull(),
    body: text('body').notNull(),
    // …and the catalogue key with its values, which the web words in the reader's language (decision 277).
    titleRef: jsonb('title_ref').$type<NoticeRef>(),
    bodyRef: jsonb('body_ref').$type<NoticeRef>(),
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);
