import { API, MESSAGES } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { profileKeys } from './profile-keys';

export const getMyProfile = (signal?: AbortSignal) => apiData<UserProfile>(API.profileMe, { auth: true, signal, fallbackMessage: MESSAGES.profileLoadFailed });

/** The signed-in user's profile: the profile page, and the wizards that prefill from it. */
export const myProfileQueryOptions = () => queryOptions({ queryKey: profileKeys.me(), queryFn: ({ signal }) => getMyProfile(signal) });

export const useMyProfile = (options: { enabled?: boolean } = {}) => useQuery({ ...myProfileQueryOptions(), ...options });
