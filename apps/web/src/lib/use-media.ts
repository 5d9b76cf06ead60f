import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following its changes (a rotated phone, a resized window). The
 * prerender and the hydrating render read `serverValue`, so the markup matches; the browser's own answer
 * follows straight after hydration.
 */
export function useMedia(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
