import { common } from '../locales/en/common';

/**
 * The portal's texts, English only (decision 051). 'common' holds the layout's words; each feature adds
 * its own namespace when its code loads (addTranslations). The texts the spec quotes are read from
 * `MESSAGES` (packages/shared) where they are used. `t` does what the portal's texts need and no more:
 * - a key is a dotted path into the namespace ('nav.home'); a list of keys is tried in order; a key
 *   that names nothing comes back as is (the last of a list), or `defaultValue` when one is given;
 * - `{{name}}` is replaced by the option of that name (not escaped: React escapes what it renders);
 *   a place without a value stays as written;
 * - with a numeric `count`, `key_zero` (count 0), then `key_one`/`key_other` (English plural rules),
 *   then `key` itself are tried;
 * - `returnObjects: true` returns the array or object found there, its strings filled in.
 */
export type TOptions = { count?: number; defaultValue?: string; returnObjects?: boolean; [name: string]: unknown };

/** One key, or keys tried in order (the first that names a text wins). */
export type TKey = string | readonly string[];

export interface TFunction {
  (key: TKey, options: TOptions & { returnObjects: true }): unknown;
  (key: TKey, options?: TOptions): string;
}

const DEFAULT_NAMESPACE = 'common';
const bundles = new Map<string, Record<string, unknown>>([[DEFAULT_NAMESPACE, common]]);
const plurals = new Intl.PluralRules('en');

/** Adds a feature's texts under its namespace; the first registration of a namespace stands. */
export function addTranslations(namespace: string, resources: Record<string, unknown>): void {
  if (!bundles.has(namespace)) bundles.set(namespace, resources);
}

function lookup(bundle: Record<string, unknown> | undefined, key: string): unknown {
  if (!bundle) return undefined;
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return bundle[key];
    node = (node as Record<string, unknown>)[part];
  }
  // A flat key that holds a dot ('a.b': …) is found too.
  return node ?? bundle[key];
}

function fill(text: string, options: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (place, name: string) => {
    const value = options[name.trim()];
    return value === undefined ? place : value === null ? '' : String(value);
  });
}

function fillDeep(value: unknown, options: TOptions): unknown {
  if (typeof value === 'string') return fill(value, options);
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, options));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, options)]));
  return value;
}

export function translate(namespace: string, key: TKey, options: TOptions = {}): unknown {
  const bundle = bundles.get(namespace);
  const keys = typeof key === 'string' ? [key] : key;
  for (const base of keys) {
    const candidates = [base];
    if (typeof options.count === 'number') {
      candidates.unshift(`${base}_${plurals.select(options.count)}`);
      if (options.count === 0) candidates.unshift(`${base}_zero`);
    }
    for (const k of candidates) {
      const found = lookup(bundle, k);
      if (typeof found === 'string') return fill(found, options);
      if (found !== undefined && found !== null && options.returnObjects) return fillDeep(found, options);
    }
  }
  return fill(options.defaultValue ?? keys[keys.length - 1] ?? '', options);
}

const translators = new Map<string, { t: TFunction }>();

function translatorOf(namespace: string): { t: TFunction } {
  let translator = translators.get(namespace);
  if (!translator) {
    translator = { t: ((key: TKey, options?: TOptions) => translate(namespace, key, options)) as TFunction };
    translators.set(namespace, translator);
  }
  return translator;
}

/**
 * The translate function of one namespace ('common' when none is named), called as react-i18next's
 * hook was. The texts never change at run time, so nothing re-renders and `t` is the same function on
 * every call.
 */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE): { t: TFunction } {
  return translatorOf(namespace);
}

/** `i18n.t(key)` outside components (the prerender's titles), in the default namespace. */
export const i18n = { t: translatorOf(DEFAULT_NAMESPACE).t };
