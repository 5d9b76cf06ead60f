import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

const gate = (kind: 'problem' | 'research' | 'solution') => () =>
  import('./pages/post-gate-page').then((m) => ({ Component: () => <m.PostGatePage kind={kind} /> }));

/** Steelcollab posting routes; the router puts them behind the complete-profile guard. */
export const steelcollabPostRoutes: RouteObject[] = [
  { path: PATHS.postProblem, handle: { title: 'postProblem' }, lazy: gate('problem') },
  { path: PATHS.postResearch, handle: { title: 'postResearch' }, lazy: gate('research') },
  { path: PATHS.postSolution, handle: { title: 'postSolution' }, lazy: gate('solution') },
];
