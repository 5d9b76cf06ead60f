import type { Role } from '@portal/shared';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { loginRequest, registerRequest, resendVerificationRequest, verifyEmailRequest } from './auth-api';
import { sessionStore } from './session-store';

/** The signed-in user, decoded from the access token (spec part 1 §3). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  permissions: string[];
  isEmailVerified: boolean;
  isProfileComplete: boolean;
};

export type AuthState = {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: SessionUser | null;
  error: string | null;
};

export type AuthContextValue = AuthState & {
  /** Returns what the caller routes by: isEmailVerified and the role. */
  login(email: string, password: string, rememberMe: boolean): Promise<{ isEmailVerified: boolean; role: string; roles: string[] }>;
  register(input: { name: string; email: string; phone: string; password: string; agreeTerms: boolean }): Promise<void>;
  verifyEmail(email: string, code: string): Promise<string | undefined>;
  resendVerification(email: string): Promise<string | undefined>;
  logout(): Promise<void>;
  /** Renews the access token now, e.g. after a profile save changed what it states. */
  refreshSession(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  useEffect(() => sessionStore.start(), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async login(email, password, rememberMe) {
        const result = await loginRequest({ email, password, rememberMe });
        sessionStore.establish(result, rememberMe);
        return { isEmailVerified: result.user.isEmailVerified, role: result.user.role, roles: result.user.roles };
      },
      // Not signed in yet: the account signs in once its address is verified (decision 040).
      async register(input) {
        await registerRequest(input);
      },
      verifyEmail: (email, code) => verifyEmailRequest(email, code),
      resendVerification: (email) => resendVerificationRequest(email),
      logout: () => sessionStore.logout(),
      async refreshSession() {
        await sessionStore.refresh();
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
