import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/auth/require-auth';
import { AdminLayout } from './admin-layout';

/** Admin-only routes: the guard sends everyone else to /unauthorized; the server checks again. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAuth roles={['ADMIN']} />,
    children: [
      {
        element: <AdminLayout />,
        children: [{ path: PATHS.adminDashboard, lazy: () => import('./pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })) }],
      },
    ],
  },
];
