import type { ListParams, ParamField, ParamValues } from '@portal/shared';

type Fields = Record<string, ParamField<unknown>>;

/** Reads a list's state from the URL; a bad or missing value takes the field's default. */
export function readListParams<F extends Fields>(list: ListParams<F>, search: URLSearchParams): ParamValues<F> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(list.fields)) values[key] = field.read(search.get(key));
  return values as ParamValues<F>;
}

/**
 * Writes `patch` over the current state into a new query string: values equal to their default are
 * left out, so a plain list has a plain URL. Any change other than the page itself goes back to page 1.
 */
export function patchListParams<F extends Fields>(list: ListParams<F>, search: URLSearchParams, patch: Partial<ParamValues<F>>): URLSearchParams {
  const defaults = readListParams(list, new URLSearchParams()) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...readListParams(list, search), ...patch };
  if (!('page' in patch)) next.page = defaults.page;
  const out = new URLSearchParams();
  // Keys the list does not own (e.g. a tab) survive.
  for (const [key, value] of search) if (!(key in list.fields)) out.append(key, value);
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    out.set(key, String(value));
  }
  return out;
}
