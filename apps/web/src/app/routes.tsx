import type { RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { alertPublicRoutes, alertRoutes } from '../features/alerts/routes';
import { authRoutes } from '../features/auth/routes';
import { adminChallengeRoutes, challengeRoutes } from '../features/challenges/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { profileRoutes } from '../features/profile/routes';
import { projectAdminRoutes, projectDashboardRoutes } from '../features/projects/routes';
import {
  proposalAdminRoutes,
  proposalDashboardRoutes,
  proposalEditRoutes,
  proposalWizardRoutes,
  steelcollabPostRoutes,
  steelcollabPublicRoutes,
} from '../features/proposals/routes';
import { fundedRoutes } from '../features/funded/routes';
import { openDataRoutes } from '../features/open-data/routes';
import { partnerAdminRoutes, partnerRoutes } from '../features/partners/routes';
import { publicRoutes } from '../features/public/routes';
import { reviewAdminRoutes, reviewerRoutes } from '../features/reviews/routes';
import { roundAdminRoutes } from '../features/rounds/routes';
import { NotFoundPage } from '../layout/not-found-page';
import { RootLayout } from '../layout/root-layout';
import { sharedLabelsReady } from '../lib/shared-labels-ready';

/**
 * The data branches, with the shared tables' labels in the page's language: React Router renders a page
 * once every route it matches has loaded, so no page under a branch draws a label before its Hindi is in
 * place (decision 203).
 */
const branches = () => Promise.all([import('./branches'), sharedLabelsReady()]).then(([branch]) => branch);

/**
 * The data router. No errorElement is set on purpose: the spec's error page is the router's own
 * default ('Unexpected Application Error!'). Each feature's pages are lazy chunks; the guards and
 * frames are composed here (docs/specification.md#route-guard).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      ...authRoutes,
      {
        lazy: () => branches().then((m) => ({ Component: m.PublicDataBranch })),
        children: [...challengeRoutes, ...steelcollabPublicRoutes, ...fundedRoutes, ...openDataRoutes, ...alertPublicRoutes],
      },
      {
        lazy: () => branches().then((m) => ({ Component: m.SignedInBranch })),
        children: [
          ...dashboardRoutes,
          ...profileRoutes,
          ...alertRoutes,
          ...partnerRoutes,
          ...proposalDashboardRoutes,
          ...proposalEditRoutes,
          ...reviewerRoutes,
          ...projectDashboardRoutes,
        ],
      },
      { lazy: () => branches().then((m) => ({ Component: m.CompleteProfileBranch })), children: [...steelcollabPostRoutes, ...proposalWizardRoutes] },
      {
        lazy: () => branches().then((m) => ({ Component: m.AdminBranch })),
        children: [
          ...adminRoutes,
          ...adminChallengeRoutes,
          ...proposalAdminRoutes,
          ...projectAdminRoutes,
          ...reviewAdminRoutes,
          ...roundAdminRoutes,
          ...partnerAdminRoutes,
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { title: 'notFound' } },
    ],
  },
];
