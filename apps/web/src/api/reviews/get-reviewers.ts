import { API } from '@portal/shared';
import type { ReviewerSummary } from '@portal/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList } from '../../lib/api-client';
import { reviewKeys } from './review-keys';

/** `GET /admin/reviewers`: reviewers matching the query, with their load. */
export const getReviewers = (query: string, signal?: AbortSignal) =>
  apiList<ReviewerSummary>(API.adminReviewers, { auth: true, signal, query: { query: query || undefined, limit: 20 } });

export const useReviewers = (query: string, enabled = true) =>
  useQuery({ queryKey: reviewKeys.reviewers(query), queryFn: ({ signal }) => getReviewers(query, signal), placeholderData: keepPreviousData, enabled });
