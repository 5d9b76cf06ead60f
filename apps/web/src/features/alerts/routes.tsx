import { ALERT_PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The alerts settings; the router puts them behind the guard (signed in), in the dashboard frame. */
export const alertRoutes: RouteObject[] = [
  { path: ALERT_PATHS.settings, handle: { title: 'alerts' }, lazy: () => import('./pages/alerts-page').then((m) => ({ Component: m.AlertsPage })) },
];

/** The digest's unsubscribe confirmation: public, the signed token in its address is the authority. */
export const alertPublicRoutes: RouteObject[] = [
  {
    path: ALERT_PATHS.unsubscribe,
    handle: { title: 'alertsUnsubscribe' },
    lazy: () => import('./pages/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
  },
];
