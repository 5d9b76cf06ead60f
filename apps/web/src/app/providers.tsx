import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { AuthProvider } from '../lib/auth/auth-context';
import '../lib/i18n';
import { toasterRequest } from '../lib/toast';

const AppToaster = lazy(() => import('./toaster'));

/** The toast area, mounted with the first toast so that public pages never load the library. */
function Toasts() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.get, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <AuthProvider>{children}</AuthProvider>
      <Toasts />
    </>
  );
}
