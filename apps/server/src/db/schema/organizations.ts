import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
