import { API, MESSAGES } from '@portal/shared';
import type { ProposalHistoryEntry } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client';
import { proposalKeys } from '../../../api/proposals/proposal-keys';

/** `GET /admin/proposals/{id}/history` (admins): the proposal's audited trail, newest first. */
export const getProposalHistory = (id: string, page: number, signal?: AbortSignal) =>
  apiList<ProposalHistoryEntry>(API.adminProposalHistory(id), { auth: true, query: { page }, signal, fallbackMessage: MESSAGES.proposalHistoryFailed });

const proposalHistoryQueryOptions = (id: string, page: number) =>
  queryOptions({ queryKey: proposalKeys.history(id, page), queryFn: ({ signal }) => getProposalHistory(id, page, signal), retry: false });

export const useProposalHistory = (id: string, page: number) => useQuery({ ...proposalHistoryQueryOptions(id, page), placeholderData: keepPreviousData });

/** Starts the first page with the proposal's details, not after them (no waterfall of calls). */
export const usePrefetchProposalHistory = (id: string) => usePrefetchQuery(proposalHistoryQueryOptions(id, 1));
