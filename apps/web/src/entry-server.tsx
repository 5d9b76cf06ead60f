import { LANGUAGE_PREFIX, OPEN_PATHS, PATHS, PUBLIC_CONTENT_PATHS, PUBLIC_PROJECT_PATHS, type Language } from '@portal/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { i18n, loadCommon, setLanguage } from './lib/i18n';
import { titleFor } from './layout/route-effects';
import { loadMessages } from './lib/messages';
import { queryClient } from './lib/query-client';
import { fundedProjectKey } from './features/funded/api/public-projects';
import type { PublicProject } from '@portal/shared/schemas';

/**
 * The public pages the build renders to HTML (decision 050): the same for every visitor, so they arrive
 * painted and the app hydrates them. Signed-in pages, and pages that depend on the visitor, are not here.
 */
export const PRERENDERED_PATHS = [
  ...PUBLIC_CONTENT_PATHS,
  PATHS.signIn,
  PATHS.signUp,
  // The public lists: their heading, introduction and search paint from HTML; the rows arrive after
  // hydration, as the visitor's first render would show them (loading). Served for the bare path only.
  PATHS.challenges,
  PATHS.exploreProblems,
  PATHS.exploreResearch,
  PATHS.innovatorShowcase,
  PUBLIC_PROJECT_PATHS.funded,
  // The open-data page: its files, fields and licence from HTML; the checksums after hydration.
  OPEN_PATHS.openData,
  // The mission's figures: heading, introduction and each metric's definition from HTML; the figures after hydration.
  OPEN_PATHS.impact,
] as const;

/**
 * Renders one route in a language as a visitor who is not signed in first sees it: the app's markup and
 * its title. `url` is the page's path without its language ('/faq'); the Hindi page is drawn at '/hi/faq'
 * under the router's '/hi' basename, as the browser's router will hydrate it (decision 175).
 */
export async function render(
  url: string,
  language: Language = 'en',
  seed?: { queryKey: readonly unknown[]; data: unknown },
): Promise<{ html: string; title: string; description: string; noscript: string }> {
  setLanguage(language);
  await Promise.all([loadCommon(), loadMessages()]);
  const basename = LANGUAGE_PREFIX[language] || '/';
  const handler = createStaticHandler(routes, { basename });
  const localUrl = LANGUAGE_PREFIX[language] ? `${LANGUAGE_PREFIX[language]}${url === '/' ? '' : url}` : url;
  const context = await handler.query(new Request(new URL(localUrl, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A page rendered with its data (decision 261): the data are in the cache for this synchronous render
  // only, so no other render, which may be for another project, ever sees them.
  if (seed) queryClient.setQueryData(seed.queryKey, seed.data);
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    if (seed) queryClient.removeQueries({ queryKey: seed.queryKey, exact: true });
  }
  return {
    html,
    title: titleFor(
      context.matches.map((m) => m.route.handle),
      (key) => i18n.t(key),
    ),
    description: i18n.t('metaDescription'),
    noscript: i18n.t('noscript'),
  };
}

/**
 * `/funded/{reference}` as the server renders it when it is requested (decision 261): the same components
 * as the app's, drawn with the project's public answer, so search engines and visitors without JavaScript
 * read the page, and the app hydrates it with the same data.
 */
export function renderFundedProject(reference: string, language: Language, project: PublicProject) {
  return render(PUBLIC_PROJECT_PATHS.fundedProject(reference), language, { queryKey: fundedProjectKey(reference), data: project });
}
