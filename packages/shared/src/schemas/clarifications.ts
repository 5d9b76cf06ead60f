import { z } from 'zod';
import { CLARIFICATION_STATES, respondByBounds } from '../clarification-threads.js';
import { CLARIFICATION_TEXT_MAX_LENGTH, CLARIFICATION_TEXT_MIN_LENGTH } from '../constants/limits.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { safeString, uuidSchema } from './common.js';

/**
 * The contracts of clarification threads (docs/architecture.md#clarification-threads): the date to
 * answer by, the one text rule of replies and follow-ups, and a thread as the lists give it.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day 1–60 days after today in India (checked when parsed, so a form and the server agree on the day). */
export const respondBySchema = z
  .string({ error: MESSAGES.respondByInvalid })
  .regex(ISO_DAY, MESSAGES.respondByInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), MESSAGES.respondByInvalid)
  .superRefine((v, ctx) => {
    const { from, to } = respondByBounds();
    if (v < from || v > to) ctx.addIssue({ code: 'custom', message: fillMessage(MESSAGES.respondByRange, { from, to }) });
  });

/** The one rule for a thread's texts, the applicant's reply and the admin's follow-up alike. */
export const clarificationTextSchema = safeString({ multiline: true })
  .trim()
  .min(CLARIFICATION_TEXT_MIN_LENGTH, fillMessage(MESSAGES.clarificationTextLength, { min: CLARIFICATION_TEXT_MIN_LENGTH, max: CLARIFICATION_TEXT_MAX_LENGTH }))
  .max(
    CLARIFICATION_TEXT_MAX_LENGTH,
    fillMessage(MESSAGES.clarificationTextLength, { min: CLARIFICATION_TEXT_MIN_LENGTH, max: CLARIFICATION_TEXT_MAX_LENGTH }),
  );

/** The multipart field of a reply's document. */
export const CLARIFICATION_FILE_FIELD = 'file';

/** `POST /proposals/{id}/clarifications/{cid}/replies`: `text`, and a `file` when sent as multipart. */
export const clarificationReplySchema = z.object({ text: clarificationTextSchema });

/** `POST /admin/proposals/{id}/clarifications/{cid}/follow-ups`: a new question in the same thread. */
export const clarificationFollowUpSchema = z.object({ text: clarificationTextSchema, respondBy: respondBySchema.optional() });

export const clarificationParamsSchema = z.object({ id: uuidSchema, cid: uuidSchema });

const fileRefSchema = z.object({ fileName: z.string(), url: z.string() });

/** What follows a thread's first question: an applicant's reply or an admin's follow-up. */
export const clarificationMessageSchema = z.object({
  id: z.string(),
  side: z.enum(['ADMIN', 'APPLICANT']),
  author: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  respondBy: z.string().nullable(),
  file: fileRefSchema.nullable(),
  /** A reply: the proposal's fields changed since the question it answers. */
  changedFields: z.array(z.string()),
});
export type ClarificationMessage = z.infer<typeof clarificationMessageSchema>;

/**
 * A clarification as the lists give it: the first question (`comment`) and, for a proposal's, its
 * thread. A profile's clarification has no date, no state and no replies.
 */
export const clarificationSchema = z.object({
  id: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  askedBy: z.string().nullable(),
  respondBy: z.string().nullable(),
  state: z.enum(CLARIFICATION_STATES).nullable(),
  replies: z.array(clarificationMessageSchema),
});
export type Clarification = z.infer<typeof clarificationSchema>;

/** `GET /clarifications/mine`: a question waiting on the caller, on a proposal they own or are named on. */
export const openClarificationSchema = z.object({
  id: z.string(),
  proposalId: z.string(),
  proposalTitle: z.string(),
  link: z.string(),
  question: z.string(),
  askedAt: z.string(),
  respondBy: z.string().nullable(),
  state: z.enum(CLARIFICATION_STATES),
});
export type OpenClarification = z.infer<typeof openClarificationSchema>;
