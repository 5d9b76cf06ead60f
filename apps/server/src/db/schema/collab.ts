import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { challenges } from './challenges.js';
import { proposals } from './proposals.js';
import { users } from './users.js';

/**
 * Requests to collaborate (docs/architecture.md#partners-by-consent): contact is shared only once the
 * recipient accepts. A request to a recipient who blocked the sender is kept `silenced`: the sender sees it
 * as any open request, the recipient never does.
 */
export const collabRequests = pgTable(
  'collab_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUser: uuid('from_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUser: uuid('to_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** OPEN, ACCEPTED, DECLINED or EXPIRED (COLLAB_REQUEST_STATUSES); an open one past expiresAt reads as EXPIRED. */
    status: text('status').$type<'OPEN' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED'>().notNull().default('OPEN'),
    silenced: boolean('silenced').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('collab_requests_from_idx').on(t.fromUser, t.createdAt.desc()),
    index('collab_requests_to_idx').on(t.toUser, t.createdAt.desc()),
    // One open request from a sender to a recipient at a time.
    uniqueIndex('collab_requests_open_pair_key')
      .on(t.fromUser, t.toUser)
      .where(sql`${t.status} = 'OPEN'`),
    check('collab_requests_status_check', sql`${t.status} in ('OPEN', 'ACCEPTED', 'DECLINED', 'EXPIRED')`),
    check('collab_requests_not_self', sql`${t.fromUser} <> ${t.toUser}`),
  ],
);

/** A recipient's block of a sender: further requests are silenced. */
export const collabBlocks = pgTable(
  'collab_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A recipient's report of a request, with their reason; the admin reads them. */
export const collabReports = pgTable(
  'collab_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => collabRequests.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** Set when an admin dismissed the report (nothing to act on): it leaves the admin's list. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('collab_reports_request_key').on(t.requestId), index('collab_reports_created_idx').on(t.createdAt.desc())],
);

/** Senders whose requests an admin suspended: they may send none until lifted. */
export const collabSuspensions = pgTable('collab_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The conversation of an accepted request. */
export const collabMessages = pgTable(
  'collab_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => collabRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('collab_messages_request_idx').on(t.requestId, t.createdAt)],
);

export type CollabRequestRow = typeof collabRequests.$inferSelect;
