import type { z } from 'zod';

/** A list's URL state: an object schema whose every field falls back (`.catch`) to its default. */
export type ListParamsSchema = z.ZodObject<z.ZodRawShape>;

/** Reads a list's state from the URL; a bad or missing value takes the field's default. */
export function parseListParams<S extends ListParamsSchema>(schema: S, search: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = search.get(key);
    if (value !== null) raw[key] = value;
  }
  return schema.parse(raw);
}

/**
 * Writes `patch` over the current state into a new query string: values equal to their default are
 * left out, so a plain list has a plain URL. Any change other than the page itself goes back to page 1.
 */
export function patchListParams<S extends ListParamsSchema>(schema: S, search: URLSearchParams, patch: Partial<z.output<S>>): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const current = parseListParams(schema, search) as Record<string, unknown>;
  const next = { ...current, ...patch } as Record<string, unknown>;
  if (!('page' in patch) && 'page' in defaults) next.page = defaults.page;
  const out = new URLSearchParams();
  // Keys the list does not own (e.g. a tab) survive.
  for (const [key, value] of search) if (!(key in schema.shape)) out.append(key, value);
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    out.set(key, String(value));
  }
  return out;
}
