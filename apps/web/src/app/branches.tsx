import { Outlet } from 'react-router';
import { AdminLayout } from '../layout/admin-layout';
import { SignedInLayout } from '../layout/signed-in-layout';
import { RequireAuth } from '../lib/auth/require-auth';
import { QueryProvider } from '../lib/query-client';

/** The router's data branches, loaded lazily with the query library they need. */

/** Public pages that read the API (challenges, Steelcollab lists): the query cache, no guard. */
export function PublicDataBranch() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}

export function SignedInBranch() {
  return (
    <QueryProvider>
      <RequireAuth>
        <SignedInLayout />
      </RequireAuth>
    </QueryProvider>
  );
}

export function AdminBranch() {
  return (
    <QueryProvider>
      <RequireAuth roles={['ADMIN']}>
        <AdminLayout />
      </RequireAuth>
    </QueryProvider>
  );
}

export function CompleteProfileBranch() {
  return (
    <QueryProvider>
      <RequireAuth requireCompleteProfile />
    </QueryProvider>
  );
}
