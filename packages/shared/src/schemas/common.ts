import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MAX_PAGE_SIZE, PAGE_SIZE } from '../constants/limits.js';
import { fillMessage, MESSAGES } from '../messages.js';

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

/**
 * A list page's state in the URL (page, search, filters). Every field falls back to its default
 * when the URL holds a bad value, so a mistyped link still opens the list.
 */
export function listParamsSchema<T extends z.ZodRawShape>(shape: T) {
  return z.object({ page: z.coerce.number().int().min(1).max(1_000_000).catch(1), ...shape });
}

/** A free-text search in a list's URL: trimmed, at most 200 characters, no control characters, else empty. */
export const searchParamSchema = z
  .string()
  .trim()
  .max(200)
  .refine((v) => !hasUnsafeCharacters(v))
  .catch('');

/** The schemas' own texts, from the catalogue. */
export const TEXT_MESSAGES = { controlCharacters: MESSAGES.controlCharacters } as const;

/**
 * True when a text holds something no form field should: a control character (tab and line
 * breaks are allowed where the text may span lines) or half of a surrogate pair, which no encoding
 * can store. PostgreSQL refuses both (NUL outright), so they are refused at the edge instead.
 */
export function hasUnsafeCharacters(value: string, opts: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 32 || (c >= 127 && c < 160)) {
      if (opts.multiline && (c === 9 || c === 10 || c === 13)) continue;
      return true;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/** A string field that refuses control characters and lone surrogates; chain trim, min and max after it. */
export function safeString(opts: { multiline?: boolean; error?: string } = {}) {
  return z.string(opts.error ? { error: opts.error } : undefined).refine((v) => !hasUnsafeCharacters(v, opts), TEXT_MESSAGES.controlCharacters);
}
