import { z } from 'zod';
import { CLARIFICATION_TEXT_MAX_LENGTH } from '../constants/limits.js';
import { DOCUMENT_TYPES, ORGANIZATION_CATEGORIES } from '../enums/index.js';
import { USER_STATUSES } from '../enums/user-status.js';
import { CLARIFICATION_POST_TYPES, FOCUS_AREAS } from '../enums/proposal.js';
import { respondBySchema } from './clarifications.js';
import { nameSchema } from './auth.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { LANGUAGES } from '../languages.js';
import { choiceParam, listParams, searchParam } from '../list-params.js';
import { listQuerySchema, safeString, statusCountsSchema, uuidSchema } from './common.js';
import { kindCountsSchema, proposalCountsSchema } from './proposal-lists.js';

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
  collaborationOffer: 500,
} as const;

const text = (max: number) =>
  safeString()
    .trim()
    .max(max, fillMessage(MESSAGES.atMostChars, { max }))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** One of a list, or none: an empty choice (a form's placeholder, a multipart field) is null. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.enum(values, { error: message }).nullable().optional());

/** The fields an owner may change on their profile (docs/specification.md#entities). Status, roles and e-mail are not among them. */
export const profileUpdateSchema = z.object({
  name: nameSchema.optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, MESSAGES.mobileInvalid)
    .optional(),
  organization: text(PROFILE_TEXT_MAX_LENGTH.organization),
  organizationCategory: choice(ORGANIZATION_CATEGORIES, MESSAGES.organizationCategoryInvalid),
  designation: text(PROFILE_TEXT_MAX_LENGTH.designation),
  documentType: choice(DOCUMENT_TYPES, MESSAGES.documentTypeInvalid),
  documentNumber: text(PROFILE_TEXT_MAX_LENGTH.documentNumber),
  addressLine1: text(PROFILE_TEXT_MAX_LENGTH.addressLine1),
  addressLine2: text(PROFILE_TEXT_MAX_LENGTH.addressLine2),
  city: text(PROFILE_TEXT_MAX_LENGTH.city),
  district: text(PROFILE_TEXT_MAX_LENGTH.district),
  state: text(PROFILE_TEXT_MAX_LENGTH.state),
  zip: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, MESSAGES.pinCodeInvalid)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  /** Partners by consent (docs/architecture.md#partners-by-consent): listed among suggestions, what is offered, the fields. */
  openToCollaborate: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: MESSAGES.yesOrNo })).optional(),
  collaborationOffer: z
    .preprocess(
      (v) => v ?? '',
      safeString({ multiline: true })
        .trim()
        .max(PROFILE_TEXT_MAX_LENGTH.collaborationOffer, fillMessage(MESSAGES.atMostChars, { max: PROFILE_TEXT_MAX_LENGTH.collaborationOffer }))
        .transform((v) => (v === '' ? null : v)),
    )
    .optional(),
  focusAreas: z
    .array(z.enum(FOCUS_AREAS, { error: MESSAGES.focusAreaNotListed }))
    .max(FOCUS_AREAS.length)
    .transform((list) => [...new Set(list)])
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Upload field names of the profile form, spelt as the spec spells them. */
export const PROFILE_FILE_FIELDS = ['governmentIssueddocument', 'organizationDocs'] as const;
export type ProfileFileField = (typeof PROFILE_FILE_FIELDS)[number];

/** The signed-in user's language (decision 176). */
export const languageUpdateSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;

export const userStatusUpdateSchema = z.object({ status: z.enum(USER_STATUSES, { error: MESSAGES.userStatusInvalid }) });

export const adminUsersQuerySchema = listQuerySchema(['createdAt', 'name', 'email', 'organization', 'status']).extend({
  query: safeString().trim().max(100).optional(),
  // The empty string stands for 'Unknown': no category set.
  organizationCategory: z.union([z.enum(ORGANIZATION_CATEGORIES), z.literal('')]).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** The admin users list's URL: status (default PENDING_APPROVAL), category ('unknown' for none), search, page. */
export const adminUsersListParams = listParams({
  status: choiceParam(USER_STATUSES, 'PENDING_APPROVAL'),
  category: choiceParam([...ORGANIZATION_CATEGORIES, 'unknown']),
  q: searchParam,
});

export const profileClarificationSchema = z.object({
  post_id: uuidSchema,
  post_type: z.enum(CLARIFICATION_POST_TYPES),
  email: safeString().trim().max(254).optional(),
  clarification: safeString({ multiline: true })
    .trim()
    .min(1, MESSAGES.clarificationRequired)
    .max(CLARIFICATION_TEXT_MAX_LENGTH, fillMessage(MESSAGES.atMostChars, { max: CLARIFICATION_TEXT_MAX_LENGTH })),
  /** A proposal's: the day to answer by (default 14 days ahead); a profile's has none (docs/architecture.md#clarification-threads). */
  respondBy: respondBySchema.optional(),
});

export const idParamsSchema = z.object({ id: uuidSchema });

/** A stored document as answers show it: a short-lived signed URL, never a bare path. */
export const documentRefSchema = z.object({ fileName: z.string(), filePath: z.string(), url: z.string() });
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** The profile as answers show it to its owner and to admins (docs/specification.md#calls), in the answer's order. */
export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(USER_STATUSES),
  role: z.string(),
  roles: z.array(z.string()),
  isEmailVerified: z.boolean(),
  isProfileComplete: z.boolean(),
  createdAt: z.string(),
  organization: z.string().nullable(),
  organizationCategory: z.enum(ORGANIZATION_CATEGORIES).nullable(),
  designation: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
  documentNumber: z.string().nullable(),
  governmentIssueddocument: documentRefSchema.nullable(),
  organizationDocs: documentRefSchema.nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  openToCollaborate: z.boolean(),
  collaborationOffer: z.string().nullable(),
  focusAreas: z.array(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * What a submitter may see of a possible collaborator: no phone, no documents, and the e-mail address
 * only masked (`a•••@sail.co.in`, decision 124), so the search is not a directory of addresses.
 */
export const collaboratorSchema = z.object({
  id: z.string(),
  name: z.string(),
  maskedEmail: z.string(),
  organization: z.string().nullable(),
  organizationCategory: z.string().nullable(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

export const organizationSchema = z.object({ name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

/**
 * The admin dashboard's figures in one answer: users by status; proposals by kind (PROPOSAL_KINDS ids)
 * and status; challenges taking applications today or not; submissions per month (India time, the
 * last 12 months oldest first, `month` as YYYY-MM, every month present) by kind.
 */
export const adminCountsSchema = z.object({
  users: statusCountsSchema(USER_STATUSES),
  proposals: proposalCountsSchema,
  challenges: z.object({ open: z.number().int(), closed: z.number().int() }),
  submissionsByMonth: z.array(z.object({ month: z.string(), byKind: kindCountsSchema(z.number().int()) })),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;
