import { API, MESSAGES } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const getUser = (id: string, signal?: AbortSignal) =>
  apiData<UserProfile>(API.user(id), { auth: true, signal, fallbackMessage: MESSAGES.profileLoadFailed });

export const userQueryOptions = (id: string) => queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: string) => useQuery(userQueryOptions(id));
