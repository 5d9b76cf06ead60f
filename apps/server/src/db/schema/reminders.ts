import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Every reminder the portal sends, of every kind (docs/architecture.md#reminders): scheduled by the
 * module whose event calls for it, due from `due_at`, and claimed once across instances by the
 * housekeeping pass (`claimed_at`, `claimed_by`; `sent_at` when the kind's handler sent it, null when
 * it found the reminder no longer called for). One row per (kind, subject, key): the same reminder is
 * never scheduled or sent twice.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registered kind, e.g. `review`: it names the handler that decides whom to remind. */
    kind: text('kind').notNull(),
    /** The row the reminder is about (an assignment, a thread, a project), owned by the kind's module. */
    subjectId: uuid('subject_id').notNull(),
    /** The occasion, e.g. `REVIEW_DUE_MINUS_2` or a milestone's `M0`. */
    key: text('key').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminders_occasion_key').on(t.kind, t.subjectId, t.key),
    // The pass: unclaimed reminders of a kind, by due time.
    index('reminders_due_idx')
      .on(t.kind, t.dueAt, t.id)
      .where(sql`claimed_at is null`),
  ],
);
export type ReminderRow = typeof reminders.$inferSelect;
