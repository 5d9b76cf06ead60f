import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { profileRoutes } from '../features/profile/routes';
import { publicRoutes } from '../features/public/routes';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../layout/not-found-page';

/**
 * The data router. No errorElement is set on purpose: the spec's error page is the router's own
 * default ('Unexpected Application Error!'). Each feature's pages are lazy chunks.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    children: [...publicRoutes, ...authRoutes, ...dashboardRoutes, ...profileRoutes, ...adminRoutes, { path: '*', element: <NotFoundPage /> }],
  },
]);
