import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import './index.css';

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
void nextTask().then(async () => {
  const router = createAppRouter();
  await routerReady(router);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
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
