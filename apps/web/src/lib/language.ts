import { LANGUAGE_COOKIE, isLanguage, languageOfPath, pathIn, stripLanguage, type Language } from '@portal/shared';

/**
 * The page's language and the visitor's remembered choice (decision 175; docs/architecture.md#languages).
 * The path says the page's language (`/hi/…` is Hindi); the `lang` cookie remembers the visitor's last
 * choice for a year, so a new tab or the next visit at an English path is sent to its Hindi page by the
 * server; a signed-in user's choice is also saved on the profile, which the mails follow.
 */
export const pageLanguage = languageOfPath;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choice this browser remembers, if any. */
export function rememberedLanguage(): Language | null {
  const found = document.cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(found) ? found : null;
}

export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The address of the page being shown, in a language: '/hi/faq?x=1' in English is '/faq?x=1'. */
export function currentPageIn(language: Language, location: { pathname: string; search: string; hash: string } = window.location): string {
  return pathIn(language, `${stripLanguage(location.pathname)}${location.search}${location.hash}`);
}
