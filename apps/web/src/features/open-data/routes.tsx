import { OPEN_PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The mission in the open: its data files and its figures (prerendered; the checksums and the figures arrive after hydration). */
export const openDataRoutes: RouteObject[] = [
  { path: OPEN_PATHS.openData, handle: { title: 'openData' }, lazy: () => import('./pages/open-data-page').then((m) => ({ Component: m.OpenDataPage })) },
  { path: OPEN_PATHS.impact, handle: { title: 'impact' }, lazy: () => import('./pages/impact-page').then((m) => ({ Component: m.ImpactPage })) },
];
