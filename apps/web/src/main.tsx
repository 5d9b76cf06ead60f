import { StrictMode, startTransition } from 'react';
import { createPath, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadCommon, setLanguage } from './lib/i18n';
import { pageLanguage, rememberedLanguage, rememberLanguage } from './lib/language';
import { browserStaleBuildDeps, reloadForNewBuild } from './lib/stale-build';

type AppRouter = ReturnType<typeof createAppRouter>;

// The first page's lazy chunks are fetched before React replaces the static shell of index.html, so
// the shell gives way straight to the page, with no blank frame in between.
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

// Building the router (ranking every route, loading the first page's chunk) is a task of its own, not
// part of this module's evaluation: two shorter tasks leave the main thread free sooner (decision 052).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A prerendered page (decision 050) is hydrated: React takes over the markup it would have drawn. Any
// other page replaces the static shell. Either runs as a transition, which React splits into short tasks
// that leave the main thread free for input.
// The page's language is its path's (`/hi/…` is Hindi, decision 175); its texts load with the first page's chunks.
const language = pageLanguage(window.location.pathname);
setLanguage(language);
document.documentElement.lang = language;
// A remembered choice follows the page read last (a Hindi link opened by someone who had chosen English);
// with no choice made yet, nothing is remembered and English paths stay English.
const remembered = rememberedLanguage();
if (remembered && remembered !== language) rememberLanguage(language);

// A chunk of an older build is gone after a deploy (React DOM's, the first page's, a later page's): go
// where the user was going by loading it afresh.
let router: AppRouter | undefined;
window.addEventListener('vite:preloadError', (event) => {
  const target = router ? createPath(router.state.navigation.location ?? router.state.location) : window.location.href;
  if (reloadForNewBuild(target, browserStaleBuildDeps())) event.preventDefault();
});

const commonTexts = loadCommon();
// React DOM is a chunk of its own, fetched now and run when it arrives: a task of its own, apart from this
// module's and the router's (decision 204).
const reactDom = import('react-dom/client');

void nextTask().then(async () => {
  const appRouter = createAppRouter(language);
  router = appRouter;
  const [client] = await Promise.all([reactDom, routerReady(appRouter), commonTexts]);
  // React DOM's chunk was gone, and the page is being loaded afresh (above).
  if (!client) return;
  const { createRoot, hydrateRoot } = client;
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={appRouter} />
      </AppProviders>
    </StrictMode>
  );
  // Started in a transition, hydration too runs in short tasks (a transition hydration lane).
  if (container.hasAttribute('data-prerendered')) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
});
