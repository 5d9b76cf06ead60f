import { pathIn, type Language } from '@portal/shared';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { rememberLanguage } from '../lib/language';

/** Each language's name in itself, as a switch shows it (GIGW: the other language, in its own script). */
const NATIVE_NAME: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The header's language switch (decision 175): a link to the same page in the other language, so it
 * works by keyboard, before hydration and in a new tab. Followed in this tab, it first remembers the
 * choice (the cookie, and the profile of a signed-in user) and then loads the other language's page.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const target: Language = currentLanguage() === 'hi' ? 'en' : 'hi';
  const href = pathIn(target, `${location.pathname}${location.search}${location.hash}`);

  async function follow(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (modifier keys, middle button) opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rememberLanguage(target);
    // The page changes either way: a profile that could not be saved now is saved at the next sign-in.
    // The API client is loaded here: a signed-in page has it already, and a visitor's page never needs it.
    if (user) await import('../api/profile/save-my-language').then(({ saveMyLanguage }) => saveMyLanguage(target)).catch(() => undefined);
    window.location.assign(href);
  }

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      onClick={(event) => void follow(event)}
      className={`rounded px-2 py-2 text-sm font-bold text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline ${className}`}
      data-testid="language-switch"
    >
      <span className="sr-only" lang={currentLanguage()}>
        {t('language.switchTo')}{' '}
      </span>
      {NATIVE_NAME[target]}
    </a>
  );
}
