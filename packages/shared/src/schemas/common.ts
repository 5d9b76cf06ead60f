import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants/limits.js';
import { MESSAGES } from '../messages.js';

/** The shared list query (spec part 2 §3): page from 1, limit at most 100, sortBy whitelisted per list. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortFields: S) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
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
  .max(254, MESSAGES.emailTooLong)
  .pipe(z.email(MESSAGES.emailInvalid));

export const uuidSchema = z.uuid(MESSAGES.invalidId);


/**
 * A list page's state in the URL (page, search, filters). Every field falls back to its default
 * when the URL holds a bad value, so a mistyped link still opens the list.
 */
export function listParamsSchema<T extends z.ZodRawShape>(shape: T) {
  return z.object({ page: z.coerce.number().int().min(1).max(1_000_000).catch(1), ...shape });
}

/** A free-text search in a list's URL: trimmed, at most 200 characters, else empty. */
export const searchParamSchema = z.string().trim().max(200).catch('');
