import type { Language, SessionUser } from '@portal/shared';
import { currentLanguage } from '../i18n';
import { rememberLanguage } from '../language';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { hasTabSession, openSessionChannel } from './session-channel';
import { sessionState } from './session-state';
import { ACCESS_KEY, loadTokens } from './token-storage';

/** The signed-in user, decoded from the access token (docs/specification.md#session): one type with the server's. */
export type { SessionUser };

export type AuthState = {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: SessionUser | null;
  error: string | null;
};

export type AuthContextValue = AuthState & {
  /** Returns what the caller routes by: isEmailVerified and the role. */
  /** `language`: the profile's language, which the pages after sign-in follow (decision 176). */
  login(email: string, password: string, rememberMe: boolean): Promise<{ isEmailVerified: boolean; role: string; roles: string[]; language: Language }>;
  register(input: { name: string; email: string; phone: string; password: string; agreeTerms: boolean }): Promise<void>;
  verifyEmail(email: string, code: string): Promise<string | undefined>;
  resendVerification(email: string): Promise<string | undefined>;
  logout(): Promise<void>;
  /** Renews the access token now, e.g. after a profile save changed what it states. */
  refreshSession(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session's code (tokens, renewal, cross-tab coordination) and the auth calls load when a session
 * exists or starts: a visitor's public page needs neither (decision 052).
 */
const sessionStore = () =>
  import('./session-store').then(({ sessionStore }) => {
    sessionStore.start();
    return sessionStore;
  });
const authApi = () => import('./auth-api');

/** With stored tokens the session starts; without, the visitor is signed out until they sign in, here or in another tab. */
function startSession(): (() => void) | undefined {
  // Stored tokens, or another tab's session of this browser session to ask for (decision 131).
  if (loadTokens() || hasTabSession()) {
    // Should its code fail to load, the visitor is shown signed out (the tokens stay for the next visit).
    sessionStore().catch(() => sessionState.set({ status: 'unauthenticated', user: null, error: null }));
    return undefined;
  }
  if (sessionState.get().status === 'loading') sessionState.set({ status: 'unauthenticated', user: null, error: null });
  // Another tab that signs in with remember-me shares its tokens through localStorage.
  const onStorage = (e: StorageEvent) => {
    if (e.key === ACCESS_KEY && e.storageArea === localStorage && e.newValue) void sessionStore();
  };
  window.addEventListener('storage', onStorage);
  // Another tab that signs in without remember-me hands its tokens over the session channel.
  const channel = openSessionChannel((message) => {
    if (message.type === 'tokens') void sessionStore().then((store) => store.take(message));
  });
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(sessionState.subscribe, sessionState.get, sessionState.get);
  useEffect(startSession, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async login(email, password, rememberMe) {
        const [{ loginRequest }, store] = await Promise.all([authApi(), sessionStore()]);
        const result = await loginRequest({ email, password, rememberMe });
        store.establish(result, rememberMe);
        // The profile's language is remembered on this browser from now on (the server saved this browser's choice, if any, first).
        rememberLanguage(result.user.language);
        return { isEmailVerified: result.user.isEmailVerified, role: result.user.role, roles: result.user.roles, language: result.user.language };
      },
      // Not signed in yet: the account signs in once its address is verified (decision 040).
      async register(input) {
        await (await authApi()).registerRequest({ ...input, language: currentLanguage() });
      },
      verifyEmail: async (email, code) => (await authApi()).verifyEmailRequest(email, code),
      resendVerification: async (email) => (await authApi()).resendVerificationRequest(email),
      logout: async () => (await sessionStore()).logout(),
      async refreshSession() {
        await (await sessionStore()).refresh();
      },
    }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
