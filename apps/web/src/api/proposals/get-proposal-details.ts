import { API, MESSAGES } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { proposalKeys } from './proposal-keys';

/**
 * `POST /proposals/{id}/details`, the one fetcher, query options and cache key of a proposal's details: the
 * applicant's and admin's pages, the reviewer's and the project's read it through these.
 * The spec reads a proposal with POST; the token, not the body, decides what the viewer may see.
 */
export const getProposalDetails = (id: string, signal?: AbortSignal, auth = true) =>
  apiData<ProposalDetail>(API.proposalDetails(id), { method: 'POST', body: {}, auth, signal, fallbackMessage: MESSAGES.proposalDetailsFailed });

export const proposalDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: proposalKeys.detail(id), queryFn: ({ signal }) => getProposalDetails(id, signal), retry: false });

export const useProposalDetails = (id: string | undefined) => useQuery({ ...proposalDetailsQueryOptions(id ?? ''), enabled: Boolean(id) });

/** A public post (/problems/{id}): signed out, no token is sent and the server shows the public parts. */
export const usePublicProposalDetails = (id: string, signedIn: boolean, enabled: boolean) =>
  useQuery({ queryKey: proposalKeys.publicDetail(id, signedIn), queryFn: ({ signal }) => getProposalDetails(id, signal, signedIn), retry: false, enabled });
