import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** Admin pages; the router puts them behind the ADMIN guard (the server checks again). */
export const adminRoutes: RouteObject[] = [
  {
    path: PATHS.adminDashboard,
    handle: { title: 'adminDashboard' },
    lazy: () => import('./pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
  },
  { path: PATHS.adminUsers, handle: { title: 'adminUsers' }, lazy: () => import('./pages/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })) },
  {
    path: PATHS.adminUser(':userId'),
    handle: { title: 'adminUser' },
    lazy: () => import('./pages/admin-user-page').then((m) => ({ Component: m.AdminUserPage })),
  },
];
