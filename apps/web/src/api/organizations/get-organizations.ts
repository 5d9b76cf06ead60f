import { API, MESSAGES } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

export type Organization = { name: string };

export const getOrganizations = (signal?: AbortSignal) =>
  apiData<Organization[]>(API.organizations, { auth: true, signal, fallbackMessage: MESSAGES.organizationsFailed });

/** The organisation names offered by the profile and the wizards; they change rarely. */
export const organizationsQueryOptions = () =>
  queryOptions({ queryKey: ['organizations'] as const, queryFn: ({ signal }) => getOrganizations(signal), staleTime: 5 * 60_000 });

export const useOrganizations = (options: { enabled?: boolean } = {}) => useQuery({ ...organizationsQueryOptions(), ...options });
