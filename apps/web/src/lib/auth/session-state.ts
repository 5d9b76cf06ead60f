import type { AuthState } from './auth-context';
import { hasTabSession } from './session-channel';
import { loadTokens } from './token-storage';

type Listener = () => void;

/**
 * A browser without stored tokens holds a visitor, signed out from the first render: the page (a
 * prerendered one too) is drawn once and nothing changes when the session starts (decision 052).
 * With stored tokens, and in the prerender, the session is 'loading' until its code has looked;
 * 'loading' and signed out draw the same header, so a prerendered page hydrates either way.
 */
let state: AuthState =
  // A new tab of a browser session signed in elsewhere waits for the other tabs' tokens (decision 131).
  typeof window !== 'undefined' && !loadTokens() && !hasTabSession()
    ? { status: 'unauthenticated', user: null, error: null }
    : { status: 'loading', user: null, error: null };
const listeners = new Set<Listener>();

/**
 * What React reads of the session (auth-context.tsx, through useSyncExternalStore), apart from the
 * code that keeps it (session-store.ts): a visitor without a session never loads that code.
 */
export const sessionState = {
  get: (): AuthState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: AuthState): void {
    state = next;
    for (const l of [...listeners]) l();
  },
  /** The session once it is known: at once for a visitor, once the stored tokens have been checked otherwise. */
  settled(): Promise<AuthState> {
    if (state.status !== 'loading') return Promise.resolve(state);
    return new Promise((resolve) => {
      const off = sessionState.subscribe(() => {
        if (state.status === 'loading') return;
        off();
        resolve(state);
      });
    });
  },
};
