import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MAX_PAGE_SIZE, PAGE_SIZE } from '../constants/limits.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { hasUnsafeCharacters } from '../unsafe-characters.js';

/** Counts of records by status for a dashboard: every status present, zero when there are none. */
export const statusCountsSchema = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({ total: z.number().int(), byStatus: z.record(z.enum(statuses), z.number().int()) });

/** A page of a list: page from 1, limit at most 100 (docs/architecture.md#api-contract). */
export function pageQuerySchema(defaultLimit: number = PAGE_SIZE) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
  });
}

/** The shared list query (docs/specification.md#entities): a page, and sortBy whitelisted per list. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortFields: S) {
  return pageQuerySchema().extend({
    sortBy: z.enum(sortFields).default(sortFields[0]),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  });
}

/** E-mail addresses are trimmed and lower-cased before they are stored or compared. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, fillMessage(MESSAGES.atMostChars, { max: EMAIL_MAX_LENGTH }))
  .pipe(z.email(MESSAGES.emailInvalid));

export const uuidSchema = z.uuid(MESSAGES.invalidId);

/** The schemas' own texts, from the catalogue. */
export const TEXT_MESSAGES = { controlCharacters: MESSAGES.controlCharacters } as const;

export { hasUnsafeCharacters } from '../unsafe-characters.js';

/** A string field that refuses control characters and lone surrogates; chain trim, min and max after it. */
export function safeString(opts: { multiline?: boolean; error?: string } = {}) {
  return z.string(opts.error ? { error: opts.error } : undefined).refine((v) => !hasUnsafeCharacters(v, opts), TEXT_MESSAGES.controlCharacters);
}
