import { API } from '@portal/shared';
import type { CollaboratorOption } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { proposalKeys } from './proposal-keys';

export const searchCollaborators = (query: string, signal?: AbortSignal) =>
  apiData<CollaboratorOption[]>(API.collaborators, { auth: true, signal, query: { query } });

/** Registered users offered as collaborators, searched by name, organisation or e-mail (at most 20). */
export const collaboratorsQueryOptions = (query: string) =>
  queryOptions({ queryKey: proposalKeys.collaborators(query), queryFn: ({ signal }) => searchCollaborators(query, signal), placeholderData: keepPreviousData, staleTime: 60_000 });

export const useCollaboratorSearch = (query: string) => useQuery({ ...collaboratorsQueryOptions(query), enabled: query.trim().length > 0 });
