import { z } from 'zod';
import { ALERT_FREQUENCIES, ALERT_KINDS, ALERT_MESSAGES as M, ALERT_TOKEN_MAX_LENGTH } from '../alerts.js';
import { FOCUS_AREAS } from '../enums/proposal.js';
import { MESSAGES } from '../messages.js';

/**
 * A user's alerts (`PUT /me/alerts`): focus areas (none: every area), the kinds of news and how often.
 * No kind turns the alerts off.
 */
export const alertSettingsSchema = z.object({
  focusAreas: z
    .array(z.enum(FOCUS_AREAS))
    .max(FOCUS_AREAS.length)
    .transform((a) => [...new Set(a)]),
  kinds: z
    .array(z.enum(ALERT_KINDS, { error: M.kindInvalid }))
    .max(ALERT_KINDS.length)
    .transform((a) => [...new Set(a)]),
  frequency: z.enum(ALERT_FREQUENCIES, { error: M.frequencyInvalid }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** The answer: the settings, whether digests are on, and when the next one may come (an instant, or null when off). */
export const alertSettingsAnswerSchema = z.object({
  focusAreas: z.array(z.string()),
  kinds: z.array(z.enum(ALERT_KINDS)),
  frequency: z.enum(ALERT_FREQUENCIES),
  subscribed: z.boolean(),
  nextDigestAt: z.string().nullable(),
});
export type AlertSettingsAnswer = z.infer<typeof alertSettingsAnswerSchema>;

export const unsubscribeQuerySchema = z.object({
  token: z.string().trim().min(1, MESSAGES.notFound).max(ALERT_TOKEN_MAX_LENGTH, M.linkInvalid),
});
export const unsubscribeAnswerSchema = z.object({ alreadyDone: z.boolean() });
