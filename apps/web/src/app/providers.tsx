import { TOAST_DEFAULT_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from '@portal/shared';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth/auth-context';
import '../lib/i18n';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <AuthProvider>{children}</AuthProvider>
      {/* sonner's own defaults are the spec's: 356 px wide, swipe threshold 20 px */}
      <Toaster position="top-right" duration={TOAST_DEFAULT_MS} visibleToasts={TOAST_VISIBLE_MAX} gap={TOAST_GAP_PX} richColors closeButton />
    </>
  );
}
