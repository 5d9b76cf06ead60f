import { PUBLIC_PROJECT_PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/**
 * Funded projects in the open: the list is prerendered (its heading and filters; the rows arrive after
 * hydration, as the other public lists), a project's page is rendered by the server when requested, with
 * its data in the page for the app to hydrate with (decision 261).
 */
export const fundedRoutes: RouteObject[] = [
  { path: PUBLIC_PROJECT_PATHS.funded, handle: { title: 'funded' }, lazy: () => import('./pages/funded-page').then((m) => ({ Component: m.FundedPage })) },
  {
    path: PUBLIC_PROJECT_PATHS.fundedProject(':reference'),
    handle: { title: 'fundedProject' },
    lazy: () => import('./pages/funded-project-page').then((m) => ({ Component: m.FundedProjectPage })),
  },
];
