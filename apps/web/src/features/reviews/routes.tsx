import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** The reviewer area, in the signed-in frame (the server checks the role on every call). */
export const reviewerRoutes: RouteObject[] = [
  {
    path: PATHS.reviewerQueue,
    handle: { title: 'reviewerQueue' },
    lazy: () => import('./pages/reviewer-queue-page').then((m) => ({ Component: m.ReviewerQueuePage })),
  },
  {
    path: PATHS.reviewerProfile,
    handle: { title: 'reviewerProfile' },
    lazy: () => import('./pages/reviewer-profile-page').then((m) => ({ Component: m.ReviewerProfilePage })),
  },
  {
    path: PATHS.reviewerReview(':assignmentId'),
    handle: { title: 'reviewerReview' },
    lazy: () => import('./pages/review-page').then((m) => ({ Component: m.ReviewPage })),
  },
];

/** The admin's review pages; the router puts them behind the ADMIN guard. */
export const reviewAdminRoutes: RouteObject[] = [
  {
    path: PATHS.adminReviewRanking,
    handle: { title: 'adminReviewRanking' },
    lazy: () => import('./pages/ranking-page').then((m) => ({ Component: m.RankingPage })),
  },
  {
    path: PATHS.adminReviewers,
    handle: { title: 'adminReviewers' },
    lazy: () => import('./pages/reviewers-page').then((m) => ({ Component: m.ReviewersPage })),
  },
];
