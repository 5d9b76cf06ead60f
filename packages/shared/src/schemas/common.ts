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

