/**
 * The portal's two languages (docs/architecture.md#languages): English at the bare paths, Hindi under
 * `/hi/`. The choice is remembered in the `LANGUAGE_COOKIE` cookie and, for a signed-in user, in the
 * `language` of the profile, which mails follow.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';
/** The path prefix of each language's pages ('' for English). */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: '', hi: '/hi' };
/** The locale of dates, numbers and amounts (lakh and crore grouping in both). */
export const LANGUAGE_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: '/hi' and '/hi/…' are Hindi, every other path English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** A path without its language prefix: '/hi/faq' -> '/faq', '/hi' -> '/'. */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(LANGUAGE_PREFIX.hi.length);
  return rest === '' ? '/' : rest;
}

/** A path (with its query and hash, if any) in a language: ('/faq', 'hi') -> '/hi/faq', ('/', 'hi') -> '/hi'. */
export function pathIn(language: Language, path: string): string {
  const prefix = LANGUAGE_PREFIX[language];
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') || path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}
