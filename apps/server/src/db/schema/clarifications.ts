import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { clarificationPostTypeEnum } from './enums.js';
import { users } from './users.js';

/** Clarifications an admin asks of a user or about a proposal (post_type says which). */
export const clarifications = pgTable(
  'clarifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').notNull(),
    postType: clarificationPostTypeEnum('post_type').notNull(),
    comment: text('comment').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('clarifications_post_idx').on(t.postId, t.createdAt)],
);
