import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The admin's rounds pages; the router puts them behind the ADMIN guard. */
export const roundAdminRoutes: RouteObject[] = [
  {
    path: PATHS.adminRounds,
    handle: { title: 'adminRounds' },
    lazy: () => import('./pages/admin-rounds-page').then((m) => ({ Component: m.AdminRoundsPage })),
  },
  {
    path: PATHS.adminRound(':id'),
    handle: { title: 'adminRound' },
    lazy: () => import('./pages/admin-round-page').then((m) => ({ Component: m.AdminRoundPage })),
  },
];
