import { z } from 'zod';
import { ORGANIZATION_CATEGORIES } from '../enums/index.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { safeString, uuidSchema } from './common.js';

/** Partners by consent (docs/architecture.md#partners-by-consent). */
export const COLLAB_SUGGESTIONS_MAX = 10;
export const COLLAB_REQUEST_MESSAGE_MIN = 20;
export const COLLAB_REQUEST_MESSAGE_MAX = 1000;
/** A sender's open requests at most; the eleventh is refused until one is answered or expires. */
export const COLLAB_OPEN_REQUESTS_MAX = 10;
/** An open request expires this many days after it was sent. */
export const COLLAB_REQUEST_DAYS = 14;
export const COLLAB_REPORT_REASON_MIN = 10;
export const COLLAB_REPORT_REASON_MAX = 1000;
export const COLLAB_CHAT_MESSAGE_MAX = 2000;

export const COLLAB_REQUEST_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type CollabRequestStatus = (typeof COLLAB_REQUEST_STATUSES)[number];

/** Why a person is suggested: shared focus areas, a complementary kind of organisation, likeness to the caller's own work. */
export const COLLAB_REASON_KINDS = ['FOCUS_AREAS', 'COMPLEMENTARY', 'LIKE_YOUR_WORK'] as const;
export type CollabReasonKind = (typeof COLLAB_REASON_KINDS)[number];

export const collabReasonSchema = z.object({
  kind: z.enum(COLLAB_REASON_KINDS),
  /** FOCUS_AREAS and LIKE_YOUR_WORK: the focus areas in common. */
  focusAreas: z.array(z.string()),
  /** COMPLEMENTARY: the other's organisation category. */
  organizationCategory: z.enum(ORGANIZATION_CATEGORIES).nullable(),
});
export type CollabReason = z.infer<typeof collabReasonSchema>;

/** A suggested partner: never an e-mail address or a phone. */
export const collabSuggestionSchema = z.object({
  userId: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  organizationCategory: z.enum(ORGANIZATION_CATEGORIES).nullable(),
  collaborationOffer: z.string().nullable(),
  focusAreas: z.array(z.string()),
  reasons: z.array(collabReasonSchema),
});
export type CollabSuggestion = z.infer<typeof collabSuggestionSchema>;

const messageText = (min: number, max: number, tooShort: string) =>
  safeString({ multiline: true, error: tooShort }).trim().min(min, fillMessage(tooShort, { min })).max(max, fillMessage(MESSAGES.atMostChars, { max }));

/** `POST /collab/requests`: to whom, about a draft or proposal, a challenge, or nothing in particular. */
export const collabRequestCreateSchema = z.object({
  toUserId: uuidSchema,
  about: z.union([z.object({ proposalId: uuidSchema }).strict(), z.object({ challengeId: uuidSchema }).strict()]).optional(),
  message: messageText(COLLAB_REQUEST_MESSAGE_MIN, COLLAB_REQUEST_MESSAGE_MAX, MESSAGES.collabMessageTooShort),
});
export type CollabRequestCreate = z.infer<typeof collabRequestCreateSchema>;

export const collabReportCreateSchema = z.object({
  reason: messageText(COLLAB_REPORT_REASON_MIN, COLLAB_REPORT_REASON_MAX, MESSAGES.collabReportReasonTooShort),
});
export const collabChatCreateSchema = z.object({
  body: messageText(1, COLLAB_CHAT_MESSAGE_MAX, MESSAGES.collabChatRequired),
});
export const collabInviteSchema = z.object({ proposalId: uuidSchema });

/** The other side of a request: contact (e-mail, phone) only once accepted. */
export const collabPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  organizationCategory: z.enum(ORGANIZATION_CATEGORIES).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const collabRequestSchema = z.object({
  id: z.string(),
  direction: z.enum(['SENT', 'RECEIVED']),
  status: z.enum(COLLAB_REQUEST_STATUSES),
  other: collabPartySchema,
  about: z.object({ kind: z.enum(['PROPOSAL', 'CHALLENGE']), id: z.string(), title: z.string() }).nullable(),
  message: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  /** RECEIVED: whether the caller reported it, and blocks its sender. */
  reported: z.boolean(),
  blocked: z.boolean(),
});
export type CollabRequest = z.infer<typeof collabRequestSchema>;
export const collabRequestListSchema = z.object({ received: z.array(collabRequestSchema), sent: z.array(collabRequestSchema) });
export type CollabRequestList = z.infer<typeof collabRequestListSchema>;

export const collabChatMessageSchema = z.object({ id: z.string(), authorId: z.string(), authorName: z.string(), body: z.string(), createdAt: z.string() });
export type CollabChatMessage = z.infer<typeof collabChatMessageSchema>;

/** The admin's list of reported requests, newest first. */
export const collabReportSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  sender: z.object({ id: z.string(), name: z.string(), email: z.string(), suspended: z.boolean() }),
  message: z.string(),
});
export type CollabReport = z.infer<typeof collabReportSchema>;
export const collabSuspensionSchema = z.object({ userId: z.string(), suspended: z.boolean() });
