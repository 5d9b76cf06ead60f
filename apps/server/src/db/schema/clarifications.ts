import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { clarificationPostTypeEnum } from './enums.js';
import { files } from './files.js';
import { proposals } from './proposals.js';
import { users } from './users.js';

/**
 * Clarifications an admin asks of a user or about a proposal (post_type says which). A proposal's
 * clarification is a thread (docs/architecture.md#clarification-threads): this row is its first
 * question; `waiting_since` is set while the last word is the admin's and the thread is not closed.
 */
export const clarifications = pgTable(
  'clarifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').notNull(),
    postType: clarificationPostTypeEnum('post_type').notNull(),
    comment: text('comment').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // The day (India) by which the open question is to be answered; null for a profile's clarification.
    respondBy: date('respond_by', { mode: 'string' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('clarifications_post_idx').on(t.postId, t.createdAt),
    index('clarifications_waiting_idx')
      .on(t.postId, t.respondBy)
      .where(sql`waiting_since is not null`),
  ],
);

/** What follows a thread's first question, in order: the applicant's replies and the admin's follow-ups. */
export const clarificationMessages = pgTable(
  'clarification_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clarificationId: uuid('clarification_id')
      .notNull()
      .references(() => clarifications.id, { onDelete: 'cascade' }),
    // ADMIN (a follow-up question) or APPLICANT (a reply).
    side: text('side', { enum: ['ADMIN', 'APPLICANT'] }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    // A follow-up's date to answer by.
    respondBy: date('respond_by', { mode: 'string' }),
    // A reply: the proposal's fields the applicant changed since the question it answers.
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('clarification_messages_thread_idx').on(t.clarificationId, t.createdAt)],
);

/**
 * Spans of time a proposal waited on its applicant: one opens when a first question is open, and ends
 * when none is. Days in review leave them out (docs/architecture.md#clarification-threads).
 */
export const applicantWaits = pgTable(
  'applicant_waits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('applicant_waits_proposal_idx').on(t.proposalId)],
);
