import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** One row per demo seed that has run, so it never runs twice, even after its data is edited or deleted. */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  createdAt: createdAt(),
});
