import { API, MESSAGES } from '@portal/shared';
import type { Challenge } from '@portal/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { publicCredential } from '../../lib/public-credential';
import { challengeKeys } from './challenge-keys';

/** A challenge: public, read with the user's token when signed in, else with the public credential. */
export const getChallenge = (id: string, signedIn: boolean, signal?: AbortSignal) =>
  apiData<Challenge>(API.challenge(id), {
    auth: signedIn,
    headers: signedIn ? undefined : publicCredential(),
    signal,
    fallbackMessage: MESSAGES.challengesFetchFailed,
  });

export const challengeQueryOptions = (id: string, signedIn: boolean) =>
  queryOptions({ queryKey: challengeKeys.detail(id), queryFn: ({ signal }) => getChallenge(id, signedIn, signal), retry: false });

export const useChallenge = (id: string | undefined, signedIn: boolean) => useQuery({ ...challengeQueryOptions(id ?? '', signedIn), enabled: Boolean(id) });
