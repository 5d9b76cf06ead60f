import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_DEFAULT_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth/auth-context';
import '../lib/i18n';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {/* sonner's own defaults are the spec's: 356 px wide, swipe threshold 20 px */}
      <Toaster position="top-right" duration={TOAST_DEFAULT_MS} visibleToasts={TOAST_VISIBLE_MAX} gap={TOAST_GAP_PX} richColors closeButton />
    </QueryClientProvider>
  );
}
