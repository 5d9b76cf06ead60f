import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { challengeStatusEnum } from './enums.js';
import { files } from './files.js';
import { proposals } from './proposals.js';
import { users } from './users.js';

/** Challenges the challenge identification committee publishes (docs/specification.md#entities). */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Plain paragraphs shown above the document, or null (at most 5 000 characters, the shared schema's rule). */
    summary: text('summary'),
    /** Focus area names as the spec spells them; the shared schema holds the list of six. */
    focusArea: text('focus_area')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** A calendar day, counted in India time (docs/architecture.md#challenges). */
    applicationDeadline: date('application_deadline', { mode: 'string' }).notNull(),
    status: challengeStatusEnum('status').notNull().default('OPEN'),
    /** The public document; deleted with its replacement, so its old links stop working. */
    docFileId: uuid('doc_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Lists page newest first (`ORDER BY created_at DESC, id DESC` reads these backwards), with or without the status filter.
    index('challenges_created_idx').on(t.createdAt, t.id),
    index('challenges_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** Which proposals answer which challenge; a proposal's mappings go with it. */
export const challengeMappings = pgTable(
  'challenge_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [unique('challenge_mappings_pair_key').on(t.challengeId, t.proposalId), index('challenge_mappings_proposal_idx').on(t.proposalId)],
);

export type ChallengeRow = typeof challenges.$inferSelect;
