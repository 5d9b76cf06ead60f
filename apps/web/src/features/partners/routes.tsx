import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** Partners by consent: the router puts these behind the guard (signed in), in the dashboard frame. */
export const partnerRoutes: RouteObject[] = [
  {
    path: PATHS.findPartners,
    handle: { title: 'findPartners' },
    lazy: () => import('./pages/find-partners-page').then((m) => ({ Component: m.FindPartnersPage })),
  },
  {
    path: PATHS.collabRequests,
    handle: { title: 'partnerRequests' },
    lazy: () => import('./pages/requests-page').then((m) => ({ Component: m.RequestsPage })),
  },
  {
    path: PATHS.collabRequest(':requestId'),
    handle: { title: 'partnerRequest' },
    lazy: () => import('./pages/request-page').then((m) => ({ Component: m.RequestPage })),
  },
];

/** The admin's reported requests; the router puts it behind the admin guard. */
export const partnerAdminRoutes: RouteObject[] = [
  {
    path: PATHS.adminCollabReports,
    handle: { title: 'adminCollabReports' },
    lazy: () => import('./pages/admin-reports-page').then((m) => ({ Component: m.AdminCollabReportsPage })),
  },
];
