import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

/** Uploaded documents, kept in the database beside the rows that point at them (decision 002). */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id'),
    purpose: text('purpose').notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
    /** Set when a rescan found malware in it (docs/architecture.md#virus-scanning): it is no longer served. */
    quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
    quarantineSignature: text('quarantine_signature'),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
