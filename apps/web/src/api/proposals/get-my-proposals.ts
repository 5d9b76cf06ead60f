import { API, MESSAGES, PAGE_SIZE, type ProposalCategory, type ProposalStatus, type ProposalType } from '@portal/shared';
import type { ProposalRow } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '../../lib/api-client';
import { proposalKeys } from './proposal-keys';

export type MyProposalsFilter = {
  category?: ProposalCategory;
  type?: ProposalType;
  status?: ProposalStatus;
  role: 'owner' | 'collaborator';
  page: number;
  limit?: number;
};

/** `GET /proposals/user/me`: the caller's own proposals, or those naming them as a collaborator. */
export const getMyProposals = (f: MyProposalsFilter, signal?: AbortSignal) =>
  apiList<ProposalRow>(API.proposalsMine, {
    auth: true,
    signal,
    fallbackMessage: MESSAGES.proposalsFetchFailed,
    query: {
      category: f.category,
      type: f.type,
      status: f.status,
      role: f.role,
      page: f.page,
      limit: f.limit ?? PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
  });

export const myProposalsQueryOptions = (f: MyProposalsFilter) =>
  queryOptions({ queryKey: proposalKeys.mine(f), queryFn: ({ signal }) => getMyProposals(f, signal), placeholderData: keepPreviousData });

export const useMyProposals = (f: MyProposalsFilter) => useQuery(myProposalsQueryOptions(f));
