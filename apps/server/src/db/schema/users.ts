import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { documentTypeEnum, organizationCategoryEnum, roleEnum, userStatusEnum } from './enums.js';
import { files } from './files.js';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_status_created_idx').on(t.status, t.createdAt),
    index('users_category_created_idx').on(t.organizationCategory, t.createdAt),
    // The partner suggestions' candidates: only those open to collaborate are read.
    index('users_open_to_collaborate_idx')
      .on(t.createdAt)
      .where(sql`${t.openToCollaborate}`),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
