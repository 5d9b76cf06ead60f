import { API, MESSAGES, PAGE_SIZE } from '@portal/shared';
import type { Challenge } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { challengeKeys } from '../../../api/challenges/challenge-keys';
import { apiList } from '../../../lib/api-client';
import { publicCredential } from '../../../lib/public-credential';

export type ChallengeSearch = { query: string; page: number };

/** The public list, newest first, 10 a page: with the user's token when signed in, else the public credential. */
export const searchChallenges = ({ query, page }: ChallengeSearch, signedIn: boolean, signal?: AbortSignal) =>
  apiList<Challenge>(API.challengesSearch, {
    auth: signedIn,
    headers: signedIn ? undefined : publicCredential(),
    signal,
    fallbackMessage: MESSAGES.challengesSearchFailed,
    query: { query: query || undefined, page, limit: PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' },
  });

export const challengeSearchQueryOptions = (search: ChallengeSearch, signedIn: boolean) =>
  queryOptions({
    queryKey: challengeKeys.search({ ...search, signedIn }),
    queryFn: ({ signal }) => searchChallenges(search, signedIn, signal),
    placeholderData: keepPreviousData,
  });

export const useChallengeSearch = (search: ChallengeSearch, signedIn: boolean) => useQuery(challengeSearchQueryOptions(search, signedIn));
