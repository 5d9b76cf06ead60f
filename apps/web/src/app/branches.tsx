import { AdminLayout } from '../layout/admin-layout';
import { SignedInLayout } from '../layout/signed-in-layout';
import { RequireAuth } from '../lib/auth/require-auth';
import { QueryProvider } from '../lib/query-client';

/** The router's guarded branches, loaded lazily with the query library they need. */
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
