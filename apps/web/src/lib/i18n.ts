import { DEFAULT_LANGUAGE, LANGUAGE_LOCALE, type Language } from '@portal/shared';

/**
 * The portal's texts in English and Hindi (decisions 051, 175; docs/architecture.md#languages). A page
 * is in one language for its whole life: the language comes from its path (`/hi/…` is Hindi) before the
 * first render (`setLanguage`), and switching reloads the page in the other language, so `t` never
 * changes under a rendered tree. Each language has its own catalogue files with the same keys
 * (`locales/en…`, `locales/hi…`); a browser loads only its page's language (`loadTranslations`), the
 * prerender loads both. 'common' holds the layout's words; each feature adds its own namespace when its
 * code loads. The texts the spec quotes are read from
 * `MESSAGES` (packages/shared) where they are used. `t` does what the portal's texts need and no more:
 * - a key is a dotted path into the namespace ('nav.home'); a list of keys is tried in order; a key
 *   that names nothing comes back as is (the last of a list), or `defaultValue` when one is given;
 * - `{{name}}` is replaced by the option of that name (not escaped: React escapes what it renders);
 *   a place without a value stays as written;
 * - with a numeric `count`, `key_zero` (count 0), then `key_one`/`key_other` (the page language's plural rules),
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

/**
 * A language's catalogue has the shape of the English one: the same keys, a text for every text, the
 * same lists. TypeScript names a key missing (or one too many) in a Hindi file; so does
 * `scripts/check-catalogues.ts`, which the build and the lint run.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translation<U>[]
    : T extends object
      ? { [K in keyof T]: Translation<T[K]> }
      : T;

const DEFAULT_NAMESPACE = 'common';
const bundles = new Map<Language, Map<string, Record<string, unknown>>>();
const pluralRules = new Map<Language, Intl.PluralRules>();
let current: Language = DEFAULT_LANGUAGE;

/** The language of the page being drawn. */
export function currentLanguage(): Language {
  return current;
}

/** The locale of the page being drawn ('en-IN', 'hi-IN'), for dates and numbers. */
export function currentLocale(): string {
  return LANGUAGE_LOCALE[current];
}

/** Sets the page's language: once before the first render in the browser, before each page in the prerender. */
export function setLanguage(language: Language): void {
  current = language;
}

/** Adds a namespace's texts in a language (the page's language when none is named); the first registration stands. */
export function addTranslations(namespace: string, resources: Record<string, unknown>, language: Language = current): void {
  let byNamespace = bundles.get(language);
  if (!byNamespace) bundles.set(language, (byNamespace = new Map()));
  if (!byNamespace.has(namespace)) byNamespace.set(namespace, resources);
}

export type CatalogueLoaders = Record<Language, () => Promise<Record<string, unknown>>>;

/**
 * Loads a namespace's catalogue: in the browser the page's language only (an English page ships no
 * Hindi text and the reverse: each file is a chunk of its own), in the prerender every language. A
 * feature's `i18n.ts` awaits it at its top level, so its pages render with their texts in place.
 */
export async function loadTranslations(namespace: string, loaders: CatalogueLoaders): Promise<void> {
  const languages = import.meta.env.SSR ? (Object.keys(loaders) as Language[]) : [current];
  await Promise.all(languages.map(async (language) => addTranslations(namespace, await loaders[language](), language)));
}

/**
 * A typed catalogue of structured content (a page's paragraphs, lists and links), loaded per language as
 * texts are; the function answers the page language's catalogue.
 */
export async function loadCatalogue<T extends object>(namespace: string, loaders: Record<Language, () => Promise<T>>): Promise<() => T> {
  await loadTranslations(namespace, loaders as unknown as CatalogueLoaders);
  return () => bundles.get(current)?.get(namespace) as T;
}

/** The layout's own words ('common'), loaded before the first render. */
export const loadCommon = () =>
  loadTranslations(DEFAULT_NAMESPACE, {
    en: () => import('../locales/en/common').then((m) => m.common),
    hi: () => import('../locales/hi/common').then((m) => m.common),
  });

function pluralsOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
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
  const bundle = bundles.get(current)?.get(namespace);
  const keys = typeof key === 'string' ? [key] : key;
  for (const base of keys) {
    const candidates = [base];
    // Plural rules only for a text with a count: a page's first Intl object costs it milliseconds (decision 202).
    if (typeof options.count === 'number') {
      candidates.unshift(`${base}_${pluralsOf(current).select(options.count)}`);
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
 * hook was. A page's language never changes at run time, so nothing re-renders and `t` is the same
 * function on every call (it reads the page's language when called, for the prerender's sake).
 */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE): { t: TFunction } {
  return translatorOf(namespace);
}

/** `i18n.t(key)` outside components (the prerender's titles), in the default namespace. */
export const i18n = { t: translatorOf(DEFAULT_NAMESPACE).t };
