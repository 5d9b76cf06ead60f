import { z } from 'zod';
import { DOCUMENT_TYPES, ORGANIZATION_CATEGORIES } from '../enums/index.js';
import { USER_STATUSES } from '../enums/user-status.js';
import { CLARIFICATION_POST_TYPES } from '../enums/proposal.js';
import { listQuerySchema, safeString } from './common.js';

const text = (max: number) =>
  safeString()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The fields an owner may change on their profile (spec part 1 §3). Status, roles and e-mail are not among them. */
export const profileUpdateSchema = z.object({
  name: safeString().trim().min(1, 'Name is required').max(120).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Enter a valid mobile number')
    .optional(),
  organization: text(200),
  organizationCategory: z.enum(ORGANIZATION_CATEGORIES, { error: 'Choose an organization category' }).nullable().optional(),
  designation: text(120),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'Choose a document type' }).nullable().optional(),
  documentNumber: text(40),
  addressLine1: text(200),
  addressLine2: text(200),
  city: text(80),
  district: text(80),
  state: text(80),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'Enter a 6-digit PIN code')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Upload field names of the profile form, spelt as the spec spells them. */
export const PROFILE_FILE_FIELDS = ['governmentIssueddocument', 'organizationDocs'] as const;
export type ProfileFileField = (typeof PROFILE_FILE_FIELDS)[number];

export const userStatusUpdateSchema = z.object({ status: z.enum(USER_STATUSES, { error: 'Choose a valid status' }) });

export const adminUsersQuerySchema = listQuerySchema(['createdAt', 'name', 'email', 'organization', 'status']).extend({
  query: safeString().trim().max(100).optional(),
  // The empty string stands for 'Unknown': no category set.
  organizationCategory: z.union([z.enum(ORGANIZATION_CATEGORIES), z.literal('')]).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const profileClarificationSchema = z.object({
  post_id: z.uuid('Invalid id'),
  post_type: z.enum(CLARIFICATION_POST_TYPES),
  email: safeString().trim().max(254).optional(),
  clarification: safeString({ multiline: true }).trim().min(1, 'Clarification is required').max(2000, 'At most 2000 characters'),
});

export const idParamsSchema = z.object({ id: z.uuid('Invalid id') });

/** A stored document as answers show it: a short-lived signed URL, never a bare path. */
export type DocumentRef = { fileName: string; filePath: string; url: string };

export type UserProfile = {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: (typeof USER_STATUSES)[number];
  role: string;
  roles: string[];
  isEmailVerified: boolean;
  isProfileComplete: boolean;
  createdAt: string;
  organization: string | null;
  organizationCategory: (typeof ORGANIZATION_CATEGORIES)[number] | null;
  designation: string | null;
  documentType: (typeof DOCUMENT_TYPES)[number] | null;
  documentNumber: string | null;
  governmentIssueddocument: DocumentRef | null;
  organizationDocs: DocumentRef | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
  zip: string | null;
};

export type Clarification = { id: string; comment: string; createdAt: string };
export type Collaborator = { id: string; name: string; email: string; organization: string | null; organizationCategory: string | null };
