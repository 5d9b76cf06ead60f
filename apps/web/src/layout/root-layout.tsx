import { PATHS } from '@portal/shared';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { DocumentTitle, RouteChangeSpinner, ScrollToTopButton } from './route-effects';

export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/** The shared layout (docs/specification.md#layout); header and footer are hidden on /launch. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bare = pathname === PATHS.launch;
  // The page is the app's from here on (a prerendered page is hydrated, the static shell replaced): its
  // links are followed by the router. The browser tests wait for this mark before they navigate in-app.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[200] focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      {!bare && <Header />}
      {/* A column whose last block grows, so a short page's background reaches the footer; its children keep the full width (w-full: auto margins would shrink them to their content) and never widen it (min-w-0). */}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none [&>*]:w-full [&>*]:min-w-0 [&>:last-child]:flex-grow">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <Footer />}
      <DocumentTitle />
      <ScrollToTopButton />
      <RouteChangeSpinner />
    </div>
  );
}
