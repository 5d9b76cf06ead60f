import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * A user's alerts for new calls (docs/architecture.md#alerts): what they follow and how often; off until
 * they subscribe. `covered_until` is the instant their last digest (sent or found empty) covered news up
 * to; `next_due_at` the start of the next India day or week, from when the digest pass takes them
 * (null while off). `generation` grows at each subscription, so an unsubscribe link works once per list.
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    focusAreas: text('focus_areas')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    kinds: text('kinds')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    frequency: text('frequency').notNull().default('WEEKLY'),
    generation: integer('generation').notNull().default(0),
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull().defaultNow(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The digest pass: subscribers whose period has begun, in keyset order (the index holds only those subscribed).
  (t) => [
    index('alert_subscriptions_due_idx')
      .on(t.nextDueAt, t.userId)
      .where(sql`next_due_at is not null`),
  ],
);
export type AlertSubscriptionRow = typeof alertSubscriptions.$inferSelect;

/**
 * One row per user and period (`D:2026-11-28`, `W:2026-11-23`): the digest's claim, so a period's digest
 * goes once however many instances run the pass; `items` 0 when nothing was new (no mail was sent).
 */
export const alertDigests = pgTable(
  'alert_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    items: integer('items').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);
