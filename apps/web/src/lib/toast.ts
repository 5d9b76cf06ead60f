import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner on the first page: the library (9 KB gzipped) loads with the first toast
 * (decision 050), and the toast is shown once its Toaster has mounted and listens. The shared catalogue
 * that puts a toast's text in the page's language loads with the first toast too.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** For the app's Toasts slot: whether a toast has been asked for, and a way to hear when one is. */
export const toasterRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
  /** Called by the Toaster's wrapper once it listens. */
  mounted: () => markMounted(),
};

function show(kind: Kind, english: string, options?: ExternalToast): void {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  // A catalogue text in the page's language (decision 177).
  void Promise.all([import('sonner'), import('./localize'), mounted]).then(([{ toast: sonnerToast }, { localize }]) =>
    sonnerToast[kind](localize(english), options),
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};
