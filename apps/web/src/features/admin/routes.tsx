import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** Admin pages; the router puts them behind the ADMIN guard (the server checks again). */
export const adminRoutes: RouteObject[] = [
  { path: PATHS.adminDashboard, lazy: () => import('./pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })) },
  { path: PATHS.adminUsers, lazy: () => import('./pages/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })) },
  { path: PATHS.adminUser(':userId'), lazy: () => import('./pages/admin-user-page').then((m) => ({ Component: m.AdminUserPage })) },
];
