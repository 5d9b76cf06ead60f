import { ROUND_DECISIONS, ROUND_SCHEMES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { challenges } from './challenges.js';
import { bytea, createdAt, updatedAt } from './columns.js';
import { proposals } from './proposals.js';
import { users } from './users.js';

export const roundSchemeEnum = pgEnum('round_scheme', ROUND_SCHEMES);
export const roundDecisionEnum = pgEnum('round_decision', ROUND_DECISIONS);

/**
 * An evaluation round of a funding scheme (docs/architecture.md#evaluation-rounds): its cut-off, review
 * due date, meeting and budget, the committee that met, when its decisions were released and when its
 * minutes were locked (with the PDF's bytes, so every download is the same file). Its state is read from
 * these columns, never stored.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheme: roundSchemeEnum('scheme').notNull(),
    /** A Challenge Method round's challenge; null for the other schemes. */
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** A calendar day: the round closes at 23:59 India time that day. */
    cutoffAt: date('cutoff_at', { mode: 'string' }).notNull(),
    reviewDueAt: date('review_due_at', { mode: 'string' }).notNull(),
    meetingAt: date('meeting_at', { mode: 'string' }),
    budget: bigint('budget', { mode: 'number' }).notNull().default(0),
    /** Created by the portal itself at first need (the quarterly default); an admin's edit of its cut-off makes it theirs. */
    isDefault: boolean('is_default').notNull().default(false),
    meetingHeldOn: date('meeting_held_on', { mode: 'string' }),
    chairId: uuid('chair_id').references(() => users.id, { onDelete: 'set null' }),
    memberIds: uuid('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: uuid('locked_by').references(() => users.id, { onDelete: 'set null' }),
    minutesPdf: bytea('minutes_pdf'),
    minutesSha256: text('minutes_sha256'),
    /** The minutes in Hindi, when the secretary had them written in Hindi too (decision 284); null otherwise. */
    minutesPdfHi: bytea('minutes_pdf_hi'),
    minutesSha256Hi: text('minutes_sha256_hi'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The quarterly default is created once, however many submissions race to need it (decision 237).
    uniqueIndex('rounds_default_key')
      .on(t.scheme, sql`coalesce(${t.challengeId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.cutoffAt)
      .where(sql`is_default`),
    // The open round of a scheme (or a challenge): earliest cut-off first.
    index('rounds_scheme_cutoff_idx').on(t.scheme, t.challengeId, t.cutoffAt),
  ],
);
export type RoundRow = typeof rounds.$inferSelect;

/**
 * A proposal on a round's agenda and the committee's decision on it, pending until the round is released.
 * A deferred proposal keeps its entry here (`current` false, `deferredTo` the next round) and gets a new
 * current entry in the next round: a proposal has at most one current entry.
 */
export const roundEntries = pgTable(
  'round_entries',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    current: boolean('current').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    decision: roundDecisionEnum('decision'),
    approvedCost: bigint('approved_cost', { mode: 'number' }),
    grant: bigint('grant', { mode: 'number' }).notNull().default(0),
    conditions: text('conditions'),
    rationale: text('rationale'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    deferredTo: uuid('deferred_to').references(() => rounds.id, { onDelete: 'set null' }),
    /** When the release mail to the applicant was queued (in the releasing transaction). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.proposalId] }),
    uniqueIndex('round_entries_current_key')
      .on(t.proposalId)
      .where(sql`"current"`),
  ],
);
export type RoundEntryRow = typeof roundEntries.$inferSelect;
