import { API, type ChallengeStatus, MESSAGES } from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';
import { challengeKeys } from '../../../api/challenges/challenge-keys';
import { apiList } from '../../../lib/api-client';

/** How many challenges have a status: a one-row page of `GET /admin/challenges`, read for its total. */
export const challengeCountQueryOptions = (status: ChallengeStatus) =>
  queryOptions({
    queryKey: [...challengeKeys.all, 'count', status],
    queryFn: ({ signal }) =>
      apiList(API.adminChallenges, { auth: true, signal, fallbackMessage: MESSAGES.challengesFetchFailed, query: { status, page: 1, limit: 1 } }).then((page) => page.total),
  });
