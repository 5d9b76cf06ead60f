import { PATHS, PRODUCT_SHORT_NAME } from '@portal/shared';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { DesktopNav } from './desktop-nav';
import { HeaderBanner } from './header-banner';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

// The user's menu loads with a session: a visitor's page never needs it (decision 203).
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

export function Header() {
  const { t } = useTranslation();
  const { user, status } = useAuth();
  // A session being restored (stored tokens) fetches the menu's code while it asks the server.
  useEffect(() => {
    if (status !== 'unauthenticated') void loadUserMenu();
  }, [status]);
  return (
    <header className="relative z-30 bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 lg:flex-nowrap motion-reduce:lg:flex-wrap">
        {/* The name starts with the logo's visible words (WCAG 2.5.3, label in name). */}
        <Link to={PATHS.home} className="shrink-0" aria-label={t('logoLabel', { short: PRODUCT_SHORT_NAME })}>
          <Logo />
        </Link>
        <HeaderBanner />
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          <Link to={PATHS.steelCollab} className="hidden rounded bg-accent-500 px-3 py-2 text-sm font-bold text-steel-900 hover:bg-accent-600 sm:inline-block">
            {t('applyNow')}
          </Link>
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Link to={PATHS.signIn} className="hidden rounded bg-brand-700 px-3 py-2 text-sm font-bold text-white hover:bg-brand-800 sm:inline-block">
              {t('signIn')}
            </Link>
          )}
          <Link
            to={PATHS.contact}
            className="hidden rounded border border-brand-700 px-3 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50 lg:inline-block"
          >
            {t('contactUs')}
          </Link>
          <MobileNav />
        </div>
      </div>
      <DesktopNav />
    </header>
  );
}
