import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MAX_PAGE_SIZE, PAGE_SIZE } from '../constants/limits.js';

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
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'));

export const uuidSchema = z.uuid('Invalid id');

