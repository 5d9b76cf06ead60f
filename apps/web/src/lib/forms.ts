import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiValidationError } from './api-client';
import { refusalMessage } from './refusal';

/** A form resolver whose schema is fetched on first need; `preload` starts the fetch early (on focus, say). */
export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload(): void };

/**
 * A react-hook-form resolver for a zod schema that loads with its first use, not with the page: zod and
 * the schemas are a third of a public form's script, and neither its first paint nor its hydration
 * needs them (decision 053). The form calls `preload` when the user first focuses it, so a check
 * rarely waits. Should the schema fail to load, the values go as typed: the server parses them with
 * the same schema and its field errors are placed under the fields (applyServerError).
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | null = null;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('./zod-resolver')]).then(
      ([schema, { resolverFor }]) => resolverFor<T>(schema),
      (err: unknown) => {
        loaded = null;
        throw err;
      },
    ));
  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>;
    try {
      resolve = await load();
    } catch {
      return { values, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

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
  return err instanceof Error ? refusalMessage(err, fallback) : nonError;
}
