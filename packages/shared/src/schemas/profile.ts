import { z } from 'zod';
import { CLARIFICATION_MAX_LENGTH } from '../constants/limits.js';
import { DOCUMENT_TYPES, ORGANIZATION_CATEGORIES } from '../enums/index.js';
import { USER_STATUSES } from '../enums/user-status.js';
import { CLARIFICATION_POST_TYPES } from '../enums/proposal.js';
import { nameSchema } from './auth.js';
import { listQuerySchema } from './common.js';

/** The longest value each text field of the profile takes; forms give their inputs the same maxLength. */
export const PROFILE_TEXT_MAX_LENGTH = {
  organization: 200,
  designation: 120,
  documentNumber: 40,
  addressLine1: 200,
  addressLine2: 200,
  city: 80,
  district: 80,
  state: 80,
  zip: 6,
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** One of a list, or none: an empty choice (a form's placeholder, a multipart field) is null. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.enum(values, { error: message }).nullable().optional());

/** The fields an owner may change on their profile (spec part 1 §3). Status, roles and e-mail are not among them. */
export const profileUpdateSchema = z.object({
  name: nameSchema.optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Enter a valid mobile number')
    .optional(),
  organization: text(PROFILE_TEXT_MAX_LENGTH.organization),
  organizationCategory: choice(ORGANIZATION_CATEGORIES, 'Choose an organization category'),
  designation: text(PROFILE_TEXT_MAX_LENGTH.designation),
  documentType: choice(DOCUMENT_TYPES, 'Choose a document type'),
  documentNumber: text(PROFILE_TEXT_MAX_LENGTH.documentNumber),
  addressLine1: text(PROFILE_TEXT_MAX_LENGTH.addressLine1),
  addressLine2: text(PROFILE_TEXT_MAX_LENGTH.addressLine2),
  city: text(PROFILE_TEXT_MAX_LENGTH.city),
  district: text(PROFILE_TEXT_MAX_LENGTH.district),
  state: text(PROFILE_TEXT_MAX_LENGTH.state),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'Enter a 6-digit PIN code')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Upload field names of the profile form, spelt as the spec spells them. */
export const PROFILE_FILE_FIELDS = ['governmentIssueddocument', 'organizationDocs'] as const;
export type ProfileFileField = (typeof PROFILE_FILE_FIELDS)[number];

export const userStatusUpdateSchema = z.object({ status: z.enum(USER_STATUSES, { error: 'Choose a valid status' }) });

export const adminUsersQuerySchema = listQuerySchema(['createdAt', 'name', 'email', 'organization', 'status']).extend({
  query: z.string().trim().max(100).optional(),
  // The empty string stands for 'Unknown': no category set.
  organizationCategory: z.union([z.enum(ORGANIZATION_CATEGORIES), z.literal('')]).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const profileClarificationSchema = z.object({
  post_id: z.uuid('Invalid id'),
  post_type: z.enum(CLARIFICATION_POST_TYPES),
  email: z.string().trim().max(254).optional(),
  clarification: z.string().trim().min(1, 'Clarification is required').max(CLARIFICATION_MAX_LENGTH, `Must be at most ${CLARIFICATION_MAX_LENGTH} characters`),
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
