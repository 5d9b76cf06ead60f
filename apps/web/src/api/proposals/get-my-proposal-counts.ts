import { API, MESSAGES } from '@portal/shared';
import type { ProposalCounts } from '@portal/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { proposalKeys } from './proposal-keys';

/** `GET /proposals/user/me/counts`: the caller's own proposals by kind and status, in one call. */
export const getMyProposalCounts = (signal?: AbortSignal) =>
  apiData<ProposalCounts>(API.proposalsMineCounts, { auth: true, signal, fallbackMessage: MESSAGES.proposalsFetchFailed });

export const myProposalCountsQueryOptions = () => queryOptions({ queryKey: proposalKeys.mineCounts(), queryFn: ({ signal }) => getMyProposalCounts(signal) });

export const useMyProposalCounts = () => useQuery(myProposalCountsQueryOptions());
