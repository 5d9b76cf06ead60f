import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { profileRoutes } from '../features/profile/routes';
import { publicRoutes } from '../features/public/routes';
import { steelcollabPostRoutes } from '../features/steelcollab/routes';
import { RequireAuth } from '../lib/auth/require-auth';
import { AdminLayout } from '../layout/admin-layout';
import { NotFoundPage } from '../layout/not-found-page';
import { RootLayout } from '../layout/root-layout';
import { SignedInLayout } from '../layout/signed-in-layout';

/**
 * The data router. No errorElement is set on purpose: the spec's error page is the router's own
 * default ('Unexpected Application Error!'). Each feature's pages are lazy chunks; the guards and
 * frames are composed here (spec part 1 §4, route guard order).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      ...authRoutes,
      { element: <RequireAuth />, children: [{ element: <SignedInLayout />, children: [...dashboardRoutes, ...profileRoutes] }] },
      { element: <RequireAuth requireCompleteProfile />, children: steelcollabPostRoutes },
      { element: <RequireAuth roles={['ADMIN']} />, children: [{ element: <AdminLayout />, children: adminRoutes }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
