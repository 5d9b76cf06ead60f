import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** /dashboard/profile; the router puts it behind the guard (signed in, verified), in the dashboard frame. */
export const profileRoutes: RouteObject[] = [
  { path: PATHS.profile, handle: { title: 'profile' }, lazy: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })) },
];
