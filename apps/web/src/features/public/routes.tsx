import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** Public pages (spec part 1 §1–2, part 2 §2); each page is its own lazy chunk. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: PATHS.faq, lazy: () => import('./pages/faq-page').then((m) => ({ Component: m.FaqPage })) },
];
