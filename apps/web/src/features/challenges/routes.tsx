import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The public challenge pages (docs/specification.md#challenge-pages); the router gives them the query cache. */
export const challengeRoutes: RouteObject[] = [
  { path: PATHS.challenges, handle: { title: 'challenges' }, lazy: () => import('./pages/challenges-page').then((m) => ({ Component: m.ChallengesPage })) },
  {
    path: PATHS.challenge(':challengeId'),
    handle: { title: 'challenge' },
    lazy: () => import('./pages/challenge-page').then((m) => ({ Component: m.ChallengePage })),
  },
];

const form = () => import('./pages/challenge-form-page').then((m) => ({ Component: m.ChallengeFormPage }));

/** The admin's challenge pages; the router puts them behind the ADMIN guard (the server checks again). */
export const adminChallengeRoutes: RouteObject[] = [
  {
    path: PATHS.adminChallenges,
    handle: { title: 'adminChallenges' },
    lazy: () => import('./pages/admin-challenges-page').then((m) => ({ Component: m.AdminChallengesPage })),
  },
  { path: PATHS.adminUploadChallenge, handle: { title: 'adminUploadChallenge' }, lazy: form },
  { path: PATHS.adminUpdateChallenge(':challengeId'), handle: { title: 'adminUpdateChallenge' }, lazy: form },
];
