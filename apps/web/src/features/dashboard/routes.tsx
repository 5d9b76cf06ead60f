import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/auth/require-auth';
import { SignedInLayout } from './signed-in-layout';

/** The signed-in area of ordinary users (spec part 1 §2): guarded, in the dashboard frame. */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        element: <SignedInLayout />,
        children: [{ path: PATHS.dashboard, lazy: () => import('./pages/dashboard-home-page').then((m) => ({ Component: m.DashboardHomePage })) }],
      },
    ],
  },
];
