import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { proposals } from './proposals.js';
import { users } from './users.js';

/**
 * The admin's verdict on a pair of proposals the overlap check put side by side (docs/architecture.md#
 * funding-the-same-work-twice): DISMISSED, RESUBMISSION or DUPLICATE, with the reason; the latest
 * verdict of a pair stands (each one is audited on the proposal). Owned by the overlap module.
 */
export const overlapVerdicts = pgTable(
  'overlap_verdicts',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: ['DISMISSED', 'RESUBMISSION', 'DUPLICATE'] }).notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.otherId] }), index('overlap_verdicts_other_idx').on(t.otherId)],
);
export type OverlapVerdictRow = typeof overlapVerdicts.$inferSelect;
