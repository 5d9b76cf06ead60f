import { FOCUS_AREAS } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { documentTypeEnum, organizationCategoryEnum, roleEnum, userStatusEnum } from './enums.js';
import { files } from './files.js';

/** How many bits `focus_mask` has: one per focus area. */
export const FOCUS_MASK_BITS = FOCUS_AREAS.length;

/** The bits of some focus areas (FOCUS_AREAS[i] is bit i); a name that is no focus area adds none. */
export const focusMaskOf = (areas: readonly string[]): number =>
  areas.reduce((mask, area) => {
    const i = (FOCUS_AREAS as readonly string[]).indexOf(area);
    return i < 0 ? mask : mask | (1 << i);
  }, 0);

/**
 * `focus_mask`, kept by PostgreSQL from `focus_areas` (decision 287): the partner suggestions count the focus
 * areas in common as the bits in common, read from their index alone, instead of intersecting two arrays
 * per profile. A change of FOCUS_AREAS changes this expression: its migration rewrites the column.
 */
const FOCUS_MASK = sql.raw(FOCUS_AREAS.map((area, i) => `(case when '${area}' = any(focus_areas) then ${1 << i} else 0 end)`).join(' | '));

/** The profiles partner suggestions are drawn from (decision 287): open to collaborate, approved, no admin. */
export const PARTNER_CANDIDATE_PREDICATE = sql.raw(`open_to_collaborate and status = 'APPROVED' and not ('ADMIN' = any(roles))`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always trimmed and lower-cased (decision 004). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: userStatusEnum('status').notNull().default('PENDING_APPROVAL'),
    roles: roleEnum('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['INNOVATOR']::role[]`),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    organization: text('organization'),
    organizationCategory: organizationCategoryEnum('organization_category'),
    designation: text('designation'),
    documentType: documentTypeEnum('document_type'),
    documentNumber: text('document_number'),
    governmentIdFileId: uuid('government_id_file_id').references(() => files.id, { onDelete: 'set null' }),
    organizationDocFileId: uuid('organization_doc_file_id').references(() => files.id, { onDelete: 'set null' }),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    district: text('district'),
    state: text('state'),
    zip: text('zip'),
    /** 'en' or 'hi': the language the user last chose; mails and documents follow it (decision 176). */
    language: text('language').notNull().default('en'),
    /** Open to collaborate: listed among others' partner suggestions (docs/architecture.md#partners-by-consent). */
    openToCollaborate: boolean('open_to_collaborate').notNull().default(false),
    /** What the user offers and seeks (facilities, expertise), at most 500 characters. */
    collaborationOffer: text('collaboration_offer'),
    /** Focus area names as the spec spells them (FOCUS_AREAS). */
    focusAreas: text('focus_areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The focus areas as bits, computed by PostgreSQL (see FOCUS_MASK above). */
    focusMask: integer('focus_mask').generatedAlwaysAs(FOCUS_MASK),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_status_created_idx').on(t.status, t.createdAt),
    index('users_category_created_idx').on(t.organizationCategory, t.createdAt),
    // The partner suggestions' candidates (decision 287): those open to collaborate, scored from this index
    // alone (an index-only scan: the score reads the focus bits and the category; the order, the date and id).
    index('users_partner_candidates_idx').on(t.focusMask, t.organizationCategory, t.createdAt, t.id).where(PARTNER_CANDIDATE_PREDICATE),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
