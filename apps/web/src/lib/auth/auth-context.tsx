import type { Role } from '@portal/shared';
import { createContext, type ReactNode, useContext } from 'react';

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
  logout(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue>({
  status: 'unauthenticated',
  user: null,
  error: null,
  logout: async () => undefined,
});

// Placeholder provider: the session feature replaces it with the real token-backed state.
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={useContext(AuthContext)}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
