import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by every server instance (decision 165): one row per limiter and key, the
 * key stored as a hash (no address or e-mail in the table), counted by one atomic upsert a hit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // Housekeeping deletes the ended windows.
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * When each timed job last ran across every instance (decision 167): housekeeping claims its period
 * here under an advisory lock, so a pass runs once an hour whichever instance's timer fires first.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
