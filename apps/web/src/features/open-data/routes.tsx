import { OPEN_PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The mission in the open: its data files (prerendered; the checksums arrive after hydration). */
export const openDataRoutes: RouteObject[] = [
  { path: OPEN_PATHS.openData, handle: { title: 'openData' }, lazy: () => import('./pages/open-data-page').then((m) => ({ Component: m.OpenDataPage })) },
];
