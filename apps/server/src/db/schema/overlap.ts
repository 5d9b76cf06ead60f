import { index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The overlap index (decision 271): each proposal's text signature, MinHash over its word pairs in 32
 * bands of 2 rows, one row per band. Two proposals sharing a band's value are text candidates of each
 * other, found through the (band, hash) index instead of a scan of every proposal's text. Written
 * when a proposal is submitted or edited (the proposals module's textChanged hook), backfilled at
 * start-up for proposals that have none. Owned by the overlap module.
 */
export const overlapSignatures = pgTable(
  'overlap_signatures',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    band: smallint('band').notNull(),
    hash: integer('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.band] }), index('overlap_signatures_band_hash_idx').on(t.band, t.hash)],
);

/**
 * The LIKELY_DUPLICATE pairs as the overlap check last scored them (decision 272), both ways round:
 * rewritten with a proposal's signature, so the admin list's and the agenda's flag ("an unresolved
 * likely duplicate") is one indexed lookup beside the verdicts. Owned by the overlap module.
 */
export const overlapLikelyPairs = pgTable(
  'overlap_likely_pairs',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.otherId] }), index('overlap_likely_pairs_other_idx').on(t.otherId)],
);
