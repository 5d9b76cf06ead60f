import { API, type ChallengeStatus, MESSAGES, PAGE_SIZE } from '@portal/shared';
import type { AdminChallenge } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { challengeKeys } from '../../../api/challenges/challenge-keys';
import { apiList } from '../../../lib/api-client';

export type AdminChallengeFilter = { query: string; status?: ChallengeStatus; page: number };

export const getAdminChallenges = (f: AdminChallengeFilter, signal?: AbortSignal) =>
  apiList<AdminChallenge>(API.adminChallenges, {
    auth: true,
    signal,
    fallbackMessage: MESSAGES.challengesFetchFailed,
    query: { query: f.query || undefined, status: f.status, page: f.page, limit: PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' },
  });

/** Every challenge with its number of proposals, for the admin. */
export const adminChallengesQueryOptions = (f: AdminChallengeFilter) =>
  queryOptions({ queryKey: challengeKeys.admin(f), queryFn: ({ signal }) => getAdminChallenges(f, signal), placeholderData: keepPreviousData });

export const useAdminChallenges = (f: AdminChallengeFilter) => useQuery(adminChallengesQueryOptions(f));
