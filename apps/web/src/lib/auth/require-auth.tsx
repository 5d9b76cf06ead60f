import { PATHS, type Role } from '@portal/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';

/** Where a guarded page sends the user back to once the reason for the detour is resolved. */
export type FromState = { from?: string; email?: string };

type Props = {
  roles?: Role[];
  permissions?: string[];
  requireCompleteProfile?: boolean;
  children?: ReactNode;
};

/**
 * The route guard, in the spec's order (docs/specification.md#route-guard): not signed in -> /signin; e-mail not verified ->
 * /verify-email; profile required but incomplete -> /dashboard/profile; missing every listed role and
 * permission -> /unauthorized. The origin travels in the navigation state. The server checks again.
 */
export function RequireAuth({ roles, permissions, requireCompleteProfile = false, children }: Props) {
  const { status, user } = useAuth();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  if (status === 'loading') {
    return (
      <div role="status" className="flex min-h-[40vh] items-center justify-center">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  if (!user) return <Navigate to={PATHS.signIn} replace state={{ from } satisfies FromState} />;
  if (!user.isEmailVerified) return <Navigate to={PATHS.verifyEmail} replace state={{ from, email: user.email } satisfies FromState} />;
  if (requireCompleteProfile && !user.isProfileComplete) return <Navigate to={PATHS.profile} replace state={{ from } satisfies FromState} />;
  const required = [...(roles ?? []), ...(permissions ?? [])];
  if (required.length > 0) {
    const held = new Set<string>([...user.roles, ...user.permissions]);
    if (!required.some((r) => held.has(r))) return <Navigate to={PATHS.unauthorized} replace />;
  }
  return children ?? <Outlet />;
}
