import { hasUnsafeCharacters } from './unsafe-characters.js';

/**
 * A list page's state in its URL (page, search, filters, sort), so a list can be shared, reloaded and
 * walked with Back. Every field falls back to its default when the URL holds a bad value, so a mistyped
 * link still opens the list.
 *
 * Read by plain functions, not a schema library: a public list reads its URL before its first request,
 * and building Zod and its schemas for that cost the page's start-up some 25 ms of main-thread time
 * (decision 204). Forms and the API keep their Zod schemas.
 */
export interface ParamField<T> {
  /** The field's value from its text in the URL (null when absent); a bad text gives the default. */
  read(text: string | null): T;
}

/** The page, from 1 (at most 1 000 000); anything else is page 1. */
export const pageParam: ParamField<number> = {
  read(text) {
    const page = text === null || text.trim() === '' ? Number.NaN : Number(text);
    return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
  },
};

/** A free-text search: trimmed, at most 200 characters, no control characters, else empty. */
export const searchParam: ParamField<string> = {
  read(text) {
    const value = (text ?? '').trim();
    return value.length <= 200 && !hasUnsafeCharacters(value) ? value : '';
  },
};

/** One of `values`, else `fallback`. */
export function choiceParam<const V extends readonly string[]>(values: V, fallback: V[number]): ParamField<V[number]>;
/** One of `values`, else none (the filter is off). */
export function choiceParam<const V extends readonly string[]>(values: V): ParamField<V[number] | undefined>;
export function choiceParam(values: readonly string[], fallback?: string): ParamField<string | undefined> {
  return { read: (text) => (text !== null && values.includes(text) ? text : fallback) };
}

/** A text that passes `test` (a pattern, or a check), else none. */
export function matchParam(test: RegExp | ((text: string) => boolean)): ParamField<string | undefined> {
  const accepts = typeof test === 'function' ? test : (text: string) => test.test(text);
  return { read: (text) => (text !== null && accepts(text) ? text : undefined) };
}

type Fields = Record<string, ParamField<unknown>>;
/** The values that a list's fields read. */
export type ParamValues<F extends Fields> = { [K in keyof F]: F[K] extends ParamField<infer T> ? T : never };

/** A list's URL state: its fields, the page always among them (the web app reads and writes it: apps/web/src/lib/list-params.ts). */
export interface ListParams<F extends Fields> {
  readonly fields: F;
}

export function listParams<F extends Fields>(fields: F): ListParams<{ page: ParamField<number> } & F> {
  return { fields: { page: pageParam, ...fields } };
}
