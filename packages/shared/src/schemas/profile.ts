import { z } from 'zod';
import { DOCUMENT_TYPES, ORGANIZATION_CATEGORIES } from '../enums/index.js';
import { USER_STATUSES } from '../enums/user-status.js';
import { CLARIFICATION_POST_TYPES } from '../enums/proposal.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { listQuerySchema, uuidSchema } from './common.js';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fillMessage(MESSAGES.atMostChars, { max }))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The fields an owner may change on their profile (spec part 1 §3). Status, roles and e-mail are not among them. */
export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired).max(120).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, MESSAGES.mobileInvalid)
    .optional(),
  organization: text(200),
  organizationCategory: z.enum(ORGANIZATION_CATEGORIES, { error: MESSAGES.organizationCategoryInvalid }).nullable().optional(),
  designation: text(120),
  documentType: z.enum(DOCUMENT_TYPES, { error: MESSAGES.documentTypeInvalid }).nullable().optional(),
  documentNumber: text(40),
  addressLine1: text(200),
  addressLine2: text(200),
  city: text(80),
  district: text(80),
  state: text(80),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, MESSAGES.pinCodeInvalid)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Upload field names of the profile form, spelt as the spec spells them. */
export const PROFILE_FILE_FIELDS = ['governmentIssueddocument', 'organizationDocs'] as const;
export type ProfileFileField = (typeof PROFILE_FILE_FIELDS)[number];

export const userStatusUpdateSchema = z.object({ status: z.enum(USER_STATUSES, { error: MESSAGES.userStatusInvalid }) });

export const adminUsersQuerySchema = listQuerySchema(['createdAt', 'name', 'email', 'organization', 'status']).extend({
  query: z.string().trim().max(100).optional(),
  // The empty string stands for 'Unknown': no category set.
  organizationCategory: z.union([z.enum(ORGANIZATION_CATEGORIES), z.literal('')]).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const profileClarificationSchema = z.object({
  post_id: uuidSchema,
  post_type: z.enum(CLARIFICATION_POST_TYPES),
  email: z.string().trim().max(254).optional(),
  clarification: z.string().trim().min(1, MESSAGES.clarificationRequired).max(2000, fillMessage(MESSAGES.atMostChars, { max: 2000 })),
});

export const idParamsSchema = z.object({ id: uuidSchema });

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
