import { API, COLLABORATOR_QUERY_MIN_LENGTH } from '@portal/shared';
import type { CollaboratorOption } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { proposalKeys } from '../../../api/proposals/proposal-keys';

export const searchCollaborators = (query: string, signal?: AbortSignal) =>
  apiData<CollaboratorOption[]>(API.collaborators, { auth: true, signal, query: { query } });

/** Registered users offered as collaborators, searched by part of a name or organisation, never by address (at most 20, addresses masked). */
export const collaboratorsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: proposalKeys.collaborators(query),
    queryFn: ({ signal }) => searchCollaborators(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useCollaboratorSearch = (query: string) => useQuery({ ...collaboratorsQueryOptions(query), enabled: isSearchable(query) });

/** The server answers a query of 3+ characters only (decision 124). */
export const isSearchable = (query: string) => query.trim().length >= COLLABORATOR_QUERY_MIN_LENGTH;
