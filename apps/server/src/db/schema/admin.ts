import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** Who changed what and when, with the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
);

/** Organisation names offered as suggestions: a seeded list plus what users enter. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    source: text('source').notNull().default('USER'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_name_key').on(sql`lower(${t.name})`)],
);
