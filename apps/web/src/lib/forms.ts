import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiValidationError } from './api-client';

/**
 * Puts a server's field errors under the matching fields (focusing the first) and returns what the
 * form's banner should say, or null when nothing is left to say: one message per problem, so an error
 * shown under its field is not repeated above the form. A field error the form has no field for goes to
 * the banner; any other failure gives the server's message, else the fallback.
 */
export function applyServerError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
  nonError: string = fallback,
): string | null {
  if (err instanceof ApiValidationError) {
    const known = new Set<string>(fields);
    const entries = Object.entries(err.fieldErrors);
    const placed = entries.filter(([path]) => known.has(path));
    placed.forEach(([path, message], i) => setError(path as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }));
    const unplaced = entries.find(([path]) => !known.has(path));
    if (unplaced) return unplaced[1];
    return placed.length > 0 ? null : err.message || fallback;
  }
  if (err instanceof Error) return err.message || fallback;
  return nonError;
}
