import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionStore } from './auth/session-store';

/**
 * One cache for the whole session. The provider is mounted by the signed-in branches of the router,
 * which are lazy, so public pages do not load the query library (decision 032).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// Cached records belong to the user who fetched them: when the user changes (sign-out, another
// account signs in, here or in another tab) the cache is dropped.
let cachedFor = sessionStore.getState().user?.id ?? null;
sessionStore.subscribe(() => {
  const userId = sessionStore.getState().user?.id ?? null;
  if (userId !== cachedFor) {
    cachedFor = userId;
    queryClient.clear();
  }
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
