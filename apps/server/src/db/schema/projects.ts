import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { files } from './files.js';
import { proposals } from './proposals.js';
import { users } from './users.js';

/** A milestone as the admin set it up (order: due dates, earliest first). */
export type StoredMilestone = { title: string; dueDate: string; deliverable: string };

/**
 * The funded project of an APPROVED funding proposal (docs/architecture.md#funded-projects), one per
 * proposal. Amounts are whole rupees; the grant is stored as computed at set-up (cost × share, rounded down).
 */
export const projects = pgTable(
  'projects',
  {
    proposalId: uuid('proposal_id')
      .primaryKey()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    approvedCost: bigint('approved_cost', { mode: 'number' }).notNull(),
    sharePercent: integer('share_percent').notNull(),
    grant: bigint('grant', { mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    milestones: jsonb('milestones').$type<StoredMilestone[]>().notNull(),
    agreementFileId: uuid('agreement_file_id').references(() => files.id, { onDelete: 'set null' }),
    agreementUploadedAt: timestamp('agreement_uploaded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The grantee's latest public summary (architecture "In the open"); the version counts its saves. */
    publicSummary: text('public_summary'),
    publicSummaryHi: text('public_summary_hi'),
    publicSummaryVersion: integer('public_summary_version').notNull().default(0),
    /** The text the admin approved (the public reads only this): a copy, so a later edit waits for its own approval. */
    approvedSummary: text('approved_summary'),
    approvedSummaryHi: text('approved_summary_hi'),
    approvedSummaryVersion: integer('approved_summary_version'),
    approvedSummaryAt: timestamp('approved_summary_at', { withTimezone: true }),
    approvedSummaryBy: uuid('approved_summary_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('projects_amounts_check', sql`${t.approvedCost} > 0 and ${t.grant} >= 0 and ${t.grant} <= ${t.approvedCost}`)],
);
export type ProjectRecord = typeof projects.$inferSelect;

/** A released tranche (1–3): one row each, written under the project's row lock. */
export const projectTranches = pgTable(
  'project_tranches',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => projects.proposalId, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    transactionRef: text('transaction_ref').notNull(),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'project_tranches_pkey', columns: [t.proposalId, t.number] }),
    check('project_tranches_number_check', sql`${t.number} between 1 and 3`),
  ],
);

/**
 * A milestone or quarterly report: its current state; what was said lives in its entries (the shape of a
 * clarification thread, decision 161). One report per milestone and per quarter.
 */
export const projectReports = pgTable(
  'project_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => projects.proposalId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    milestoneIndex: integer('milestone_index'),
    quarter: text('quarter'),
    status: text('status').notNull(),
    /**
     * The report's public summary (architecture "In the open"), written with a submission: the latest text
     * and its version (counting the submissions that carried one), and the copy the admin approved with the
     * report (the public reads only that one). Decision 262.
     */
    publicSummary: text('public_summary'),
    publicSummaryHi: text('public_summary_hi'),
    publicSummaryVersion: integer('public_summary_version').notNull().default(0),
    approvedSummary: text('approved_summary'),
    approvedSummaryHi: text('approved_summary_hi'),
    approvedSummaryVersion: integer('approved_summary_version'),
    approvedSummaryAt: timestamp('approved_summary_at', { withTimezone: true }),
    approvedSummaryBy: uuid('approved_summary_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_reports_milestone_key')
      .on(t.proposalId, t.milestoneIndex)
      .where(sql`${t.type} = 'MILESTONE'`),
    uniqueIndex('project_reports_quarter_key')
      .on(t.proposalId, t.quarter)
      .where(sql`${t.type} = 'QUARTERLY'`),
    check(
      'project_reports_type_check',
      sql`(${t.type} = 'MILESTONE' and ${t.milestoneIndex} is not null) or (${t.type} = 'QUARTERLY' and ${t.quarter} is not null)`,
    ),
  ],
);

/** The thread of a report, oldest first: each submission (with its document) and each review. */
export const projectReportEntries = pgTable(
  'project_report_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => projectReports.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    text: text('text').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_report_entries_report_idx').on(t.reportId, t.createdAt)],
);

/**
 * The version of the projects' public data (architecture "In the open"): one row, raised in the
 * transaction of every change the public sees (an agreement, a tranche, an approved summary, a
 * withdrawal), so the open-data files cached against it are regenerated on every instance (decision 259).
 */
export const projectPublicStamp = pgTable(
  'project_public_stamp',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('project_public_stamp_one_row', sql`${t.id} = 1`)],
);

/**
 * What came of a project (architecture "In the open", decision 263): a paper with its DOI, a patent with its
 * number, a pilot or a product. The grantees list them; they are public on the project's page as listed.
 */
export const projectOutputs = pgTable(
  'project_outputs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => projects.proposalId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    doi: text('doi'),
    patentNumber: text('patent_number'),
    link: text('link'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_outputs_proposal_idx').on(t.proposalId, t.year),
    check('project_outputs_kind_check', sql`${t.kind} in ('PAPER', 'PATENT', 'PILOT', 'PRODUCT')`),
    check('project_outputs_doi_check', sql`(${t.kind} = 'PAPER') = (${t.doi} is not null)`),
    check('project_outputs_patent_check', sql`(${t.kind} = 'PATENT') = (${t.patentNumber} is not null)`),
  ],
);
