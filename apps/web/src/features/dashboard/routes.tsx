import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The signed-in home (docs/specification.md#layout); the router puts it behind the guard, in the dashboard frame. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: PATHS.dashboard,
    handle: { title: 'dashboard' },
    lazy: () => import('./pages/dashboard-home-page').then((m) => ({ Component: m.DashboardHomePage })),
  },
];
