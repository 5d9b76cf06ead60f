import { ROUTE_SPINNER_MS, SCROLL_TO_TOP_THRESHOLD_PX } from '@portal/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { useLocation, useMatches } from 'react-router';

/**
 * A full-screen spinner for 500 ms on each route change, and the scroll position reset to the top. The
 * first page of a visit is no route change: it arrives painted (prerendered, or the static shell), and
 * covering it would only delay what is already there (decision 050).
 */
export function RouteChangeSpinner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The spinner shows until the timer marks the current path as settled.
  const [settledPath, setSettledPath] = useState<string | null>(pathname);
  // The path on screen: a route change starts at the top, but the first page of a visit keeps where the
  // reader scrolled it while the app was still on its way (a prerendered page is read before it hydrates).
  const shownPath = useRef(pathname);

  useLayoutEffect(() => {
    if (shownPath.current !== pathname) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    shownPath.current = pathname;
    const timer = window.setTimeout(() => setSettledPath(pathname), ROUTE_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  if (settledPath === pathname) return null;
  return (
    <div role="status" aria-live="polite" data-testid="route-spinner" className="fixed inset-0 z-[100] flex items-center justify-center bg-white/80">
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/** A control that appears after scrolling 300 px and takes the page back to the top. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-6 right-6 z-40 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800"
    >
      <span className="sr-only">{t('scrollToTop')}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 stroke-current" fill="none" strokeWidth="2.5">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}

/** A route's document title: the deepest match's handle title, then the product's name. */
export function titleFor(handles: readonly unknown[], t: (key: string) => string): string {
  const handle = [...handles].reverse().find((h) => (h as { title?: string } | undefined)?.title) as { title: string } | undefined;
  return handle ? `${t(`titles.${handle.title}`)} — ${t('productName')}` : t('productName');
}

/** Each route's own document title (the build writes the same into prerendered pages). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const title = titleFor(
    useMatches().map((m) => m.handle),
    t,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
