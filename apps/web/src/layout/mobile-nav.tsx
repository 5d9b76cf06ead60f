import { PATHS } from '@portal/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { NAV_ITEMS } from './nav-items';

/** The mobile menu mirrors the header: the same items, submenus shown inline, and the header's buttons. */
export function MobileNav() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) => setOpenOn((typeof next === 'function' ? next(open) : next) ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="rounded p-2 text-brand-700 hover:bg-brand-50"
      >
        <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 stroke-current" fill="none" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label={t('nav.label')}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 max-h-[80vh] overflow-y-auto border-t border-steel-100 bg-white shadow-lg"
      >
        {/* The account actions come first, where a thumb finds them without scrolling the panel. */}
        <div className="flex flex-wrap gap-2 border-b border-steel-100 px-4 py-3">
          {!user && (
            <Link to={PATHS.signIn} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white">
              {t('signIn')}
            </Link>
          )}
          <Link to={PATHS.steelCollab} className="rounded bg-accent-500 px-4 py-2 font-semibold text-steel-900">
            {t('applyNow')}
          </Link>
          <Link to={PATHS.contact} className="rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700">
            {t('contactUs')}
          </Link>
        </div>
        <ul className="px-4 py-2">
          {NAV_ITEMS.map((item) => (
            <li key={item.key} className="border-b border-steel-100 last:border-0">
              {item.children ? (
                <>
                  <span className="block py-3 font-semibold text-steel-700">{t(`nav.${item.key}`)}</span>
                  <ul className="pb-2 pl-4">
                    {item.children.map((child) => (
                      <li key={child.key}>
                        <NavLink to={child.to} end className="block py-2 text-brand-700">
                          {t(`nav.${child.key}`)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <NavLink to={item.to} end={item.to === '/'} className="block py-3 font-semibold text-brand-700">
                  {t(`nav.${item.key}`)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
