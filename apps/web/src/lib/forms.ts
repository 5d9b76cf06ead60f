import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiValidationError } from './api-client';

/**
 * Puts a server's field errors under the matching fields and returns the message for the form's
 * banner: the server's message when it sent one, else the fallback.
 */
export function applyServerError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
  nonError: string = fallback,
): string {
  if (err instanceof ApiValidationError) {
    let placed = false;
    for (const [path, message] of Object.entries(err.fieldErrors)) {
      if ((fields as readonly string[]).includes(path)) {
        setError(path as Path<T>, { type: 'server', message });
        placed = true;
      }
    }
    return placed ? err.message : Object.values(err.fieldErrors)[0] ?? err.message;
  }
  if (err instanceof Error) return err.message || fallback;
  return nonError;
}
