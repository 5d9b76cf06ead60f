import { API } from '@portal/shared';
import type { ReviewerSuggestion } from '@portal/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { reviewKeys } from './review-keys';

/** `GET /admin/proposals/{id}/reviewer-suggestions?dueDate=`: who could review it, best first, with their reasons and load. */
export const getReviewerSuggestions = (proposalId: string, dueDate: string, signal?: AbortSignal) =>
  apiData<ReviewerSuggestion[]>(API.adminProposalReviewerSuggestions(proposalId), { auth: true, signal, query: { dueDate } });

export const useReviewerSuggestions = (proposalId: string, dueDate: string) =>
  useQuery({
    queryKey: reviewKeys.suggestions(proposalId, dueDate),
    queryFn: ({ signal }) => getReviewerSuggestions(proposalId, dueDate, signal),
    placeholderData: keepPreviousData,
  });
