import { PROJECT_PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The grantee's project page (signed in; the server answers 404 to anyone else). */
export const projectDashboardRoutes: RouteObject[] = [
  {
    path: PROJECT_PATHS.myProjects,
    handle: { title: 'myProjects' },
    lazy: () => import('./pages/my-projects-page').then((m) => ({ Component: m.MyProjectsPage })),
  },
  {
    path: PROJECT_PATHS.myProject(':proposalId'),
    handle: { title: 'myProject' },
    lazy: () => import('./pages/project-page').then((m) => ({ Component: m.ProjectPage })),
  },
];

/** The committee's pages, behind the ADMIN guard. */
export const projectAdminRoutes: RouteObject[] = [
  {
    path: PROJECT_PATHS.adminProjects,
    handle: { title: 'adminProjects' },
    lazy: () => import('./pages/admin-projects-page').then((m) => ({ Component: m.AdminProjectsPage })),
  },
  {
    path: PROJECT_PATHS.adminProject(':proposalId'),
    handle: { title: 'adminProject' },
    lazy: () => import('./pages/admin-project-page').then((m) => ({ Component: m.AdminProjectPage })),
  },
];
