import type { Budget, OtherFunding } from '@portal/shared/schemas';
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { organizationCategoryEnum, proposalCategoryEnum, proposalStatusEnum, proposalTypeEnum } from './enums.js';
import { files } from './files.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The weighted words of a proposal for the public search (docs/architecture.md#search):
 * title A; focus areas and organisation B; abstract and objectives C; the other texts D. The
 * 'english' configuration is named as a regconfig so the expression is immutable, and focus areas
 * go through proposals_words() (an immutable array_to_string, created by the migration) for the same reason.
 */
const SEARCH_VECTOR = sql.raw(
  [
    `setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')`,
    `setweight(to_tsvector('english'::regconfig, proposals_words(focus_area) || ' ' || coalesce(org_name, '')), 'B')`,
    `setweight(to_tsvector('english'::regconfig, coalesce(abstract, '') || ' ' || coalesce(objectives, '')), 'C')`,
    `setweight(to_tsvector('english'::regconfig, coalesce(methodology, '') || ' ' || coalesce(detailed_description, '') || ' ' || coalesce(expected_results, '') || ' ' || coalesce(eligibility_criteria, '')), 'D')`,
  ].join(' || '),
);

/** Every kind of proposal in one table; the kind is (category, type) (docs/architecture.md#kinds). */
/** The statuses in which a post on the portal is public. */
export const PUBLIC_POST_STATUSES = ['UNDER_REVIEW', 'APPROVED'] as const;

/**
 * The rule of a public post (docs/architecture.md#who-sees-what), the one place it is written: a
 * Steelcollab post, posted on the portal, by an approved account, under review or approved. The partial
 * indexes below use it as is; `isPublicPost` (search) and `isPublicPostRow` (one row) are built from the
 * same parts, and `proposals.moderation.test.ts` checks that all three agree on every combination.
 */
const PUBLIC_POST_INDEX_PREDICATE = sql.raw(
  `category = 'STEELCOLLAB' and post_on_portal and owner_approved and status in (${PUBLIC_POST_STATUSES.map((s) => `'${s}'`).join(', ')})`,
);

/**
 * A post that the rule would make public but for its poster's account, not yet approved: its owner is
 * told "Published once your account is approved" (decision 127).
 */
export function awaitsAccountApproval(row: { category: string; postOnPortal: boolean; ownerApproved: boolean; status: string }): boolean {
  return !row.ownerApproved && isPublicPostRow({ ...row, ownerApproved: true });
}

/** The public post rule on a row already read. */
export function isPublicPostRow(row: { category: string; postOnPortal: boolean; ownerApproved: boolean; status: string }): boolean {
  return row.category === 'STEELCOLLAB' && row.postOnPortal && row.ownerApproved && (PUBLIC_POST_STATUSES as readonly string[]).includes(row.status);
}

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    category: proposalCategoryEnum('category').notNull(),
    type: proposalTypeEnum('type').notNull(),
    status: proposalStatusEnum('status').notNull().default('UNDER_REVIEW'),
    // The submitter as they were when posting: copied from the profile (Steelcollab) or entered (funding).
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    orgType: organizationCategoryEnum('org_type'),
    orgName: text('org_name'),
    designation: text('designation'),
    title: text('title').notNull(),
    abstract: text('abstract'),
    methodology: text('methodology'),
    expectedResults: text('expected_results'),
    riskFactors: text('risk_factors'),
    detailedDescription: text('detailed_description'),
    eligibilityCriteria: text('eligibility_criteria'),
    objectives: text('objectives'),
    currentStage: text('current_stage'),
    fundingRequired: text('funding_required'),
    focusArea: text('focus_area')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    partnersInvolved: boolean('partners_involved'),
    detailsConfirmed: boolean('details_confirmed').notNull().default(false),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    postOnPortal: boolean('post_on_portal').notNull().default(false),
    // Whether the poster's account is APPROVED: set at creation, and with the account's status in the
    // admin's transaction. A post of an account not (yet) approved is never public (decision 127).
    ownerApproved: boolean('owner_approved').notNull().default(false),
    // The receipt's number, given at submission; null while a draft (docs/architecture.md#drafts-and-receipts).
    reference: text('reference'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // Each save adds one; a draft save on an older version is refused (decision 151). fieldVersions
    // holds, per field, the version that last changed it, so a refusal names the fields changed since.
    version: integer('version').notNull().default(1),
    fieldVersions: jsonb('field_versions')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // The application's money (funding kinds): the budget by head and duration as entered, its sum and the
    // scheme's share of it, kept as columns so lists, rankings and rounds add them up in SQL. Null: not given
    // (a proposal of the specification's POST /proposals, or one submitted before budgets were asked).
    budget: jsonb('budget').$type<Budget>(),
    projectCost: bigint('project_cost', { mode: 'number' }),
    requestedGrant: bigint('requested_grant', { mode: 'number' }),
    // The declaration of other funding of the same work: the list, or an explicit "none" (required to submit).
    otherFunding: jsonb('other_funding').$type<OtherFunding[]>(),
    noOtherFunding: boolean('no_other_funding'),
    lastSavedBy: uuid('last_saved_by').references(() => users.id, { onDelete: 'set null' }),
    // The wizard's step (from 1) a draft was last saved on, so Continue opens it on any device (decision 212).
    wizardStep: integer('wizard_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(SEARCH_VECTOR),
  },
  (t) => [
    // The submitter's lists (category, type, status filter, newest first) and the admin and explore lists;
    // id last, as the lists order ties by it, so a page is read in index order without a sort. NULLS FIRST
    // is what ORDER BY … DESC means: an index with NULLS LAST would not match it (the columns are not null).
    index('proposals_user_kind_status_created_idx').on(t.userId, t.category, t.type, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('proposals_kind_status_created_idx').on(t.category, t.type, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's list over every kind and status, and the export's keyset batches.
    index('proposals_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('proposals_reference_key').on(t.reference),
    // The search's GIN indexes without a pending list (fastupdate off): posts are written rarely and searched
    // often, and every search would read the whole list of entries not yet merged (decision 093).
    index('proposals_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // Partial words in titles and organisation names (ILIKE '%…%' uses these trigram indexes).
    index('proposals_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('proposals_org_name_trgm_idx').using('gin', t.orgName.op('gin_trgm_ops')).with({ fastupdate: false }),
    // The explore lists: public posts of one kind, newest first; deep pages walk this small index.
    index('proposals_public_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()).where(PUBLIC_POST_INDEX_PREDICATE),
    // A search of every public kind, newest first: a query's newest matches are read from here (decision 093).
    index('proposals_public_created_idx').on(t.createdAt.desc(), t.id.desc()).where(PUBLIC_POST_INDEX_PREDICATE),
  ],
);
export type ProposalRecord = typeof proposals.$inferSelect;

/**
 * The public search's own copy of every public post (decision 250): its id, kind, date and weighted words,
 * and nothing else, so a query ranks its newest matches from rows a tenth the width of a proposal's. A
 * database trigger on `proposals` (created by the migration, `proposal_search_sync()`) writes it in the
 * same statement, so the same transaction, as every insert, update or delete of a proposal: a row is here
 * exactly while the public post rule holds for it, with the proposal's current words and date.
 */
export const proposalSearch = pgTable(
  'proposal_search',
  {
    proposalId: uuid('proposal_id')
      .primaryKey()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    type: proposalTypeEnum('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    // A query's newest matches are read walking this index (common words) ...
    index('proposal_search_created_idx').on(t.createdAt.desc(), t.proposalId.desc()),
    // ... or found here and sorted (rare ones); no pending list, as decision 093 says of the other GIN indexes.
    index('proposal_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
  ],
);

/**
 * One row per word of each public post (decision 305): the posting lists of the search table, in date
 * order, with the post's kind and the rank a search for that word alone gives it (`ts_rank` of the post's
 * weighted words against the word). A search for one word, most searches, reads its newest matches and
 * their ranks from the index below alone, instead of reading and ranking each match's words. A trigger on
 * `proposal_search` (created by the migration, `proposal_search_word_sync()`) writes it in the same
 * statement, so the same transaction, as every change of that table. No key of its own: a post's word is
 * one row by the trigger, and a unique index would double the table's largest cost.
 */
export const proposalSearchWords = pgTable(
  'proposal_search_word',
  {
    lexeme: text('lexeme').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    proposalId: uuid('proposal_id').notNull(),
    type: proposalTypeEnum('type').notNull(),
    rank: real('rank').notNull(),
  },
  (t) => [
    // A word's matches newest first, with their kind (index-only scans): how many, where the ranked window
    // ends, and those past it ...
    index('proposal_search_word_idx').on(t.lexeme, t.createdAt.desc(), t.proposalId.desc(), t.type),
    // ... and best ranked first: a page of the window walks this until it has its rows.
    index('proposal_search_word_rank_idx').on(t.lexeme, t.rank.desc(), t.createdAt.desc(), t.proposalId.desc(), t.type),
  ],
);

/**
 * The last reference number issued per scheme and year. The submitting transaction takes the row's lock
 * (an upsert) and rolls back with it, so numbers are gap-free and never shared, where a SEQUENCE may skip
 * (decision 152).
 */
export const proposalReferenceCounters = pgTable(
  'proposal_reference_counters',
  {
    scheme: text('scheme').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'proposal_reference_counters_pkey', columns: [t.scheme, t.year] })],
);

/** A proposal's stored files, one per field (a new proposalFile replaces the old). */
export const proposalDocuments = pgTable(
  'proposal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    field: text('field').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('proposal_documents_proposal_field_key').on(t.proposalId, t.field), index('proposal_documents_file_idx').on(t.fileId)],
);

/** Registered users named on a proposal; their contact details are read from users, never stored twice. */
export const proposalCollaborators = pgTable(
  'proposal_collaborators',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'proposal_collaborators_pkey', columns: [t.proposalId, t.userId] }), index('proposal_collaborators_user_idx').on(t.userId)],
);

/**
 * Everyone ever named on a proposal, kept when they are removed: a person is mailed and notified once
 * per proposal, ever, and one who said they are not part of it (`leftAt`) cannot be named on it again.
 */
export const proposalCollaboratorNotices = pgTable(
  'proposal_collaborator_notices',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'proposal_collaborator_notices_pkey', columns: [t.proposalId, t.userId] })],
);

/** Interest registered in a public Steelcollab post: who asked to connect with its owner, and when. */
export const connectedStakeholders = pgTable(
  'connected_stakeholders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    fromUser: uuid('from_user')
      .notNull()
      .references(() => users.id),
    toUser: uuid('to_user')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('connected_stakeholders_proposal_created_idx').on(t.proposalId, t.createdAt.desc()),
    index('connected_stakeholders_from_proposal_idx').on(t.fromUser, t.proposalId, t.createdAt),
  ],
);
