import { API } from '@portal/shared';
import type { ReviewerSummary, ReviewRankingRow } from '@portal/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, apiList } from '../../../lib/api-client';
import { reviewKeys } from '../../../api/reviews/review-keys';

export type RankingFilter = { category: string; type: string; challengeId?: string; page: number };

/** `GET /admin/reviews/ranking`: one scheme's proposals by mean score. */
export const getRanking = (f: RankingFilter, signal?: AbortSignal) =>
  apiList<ReviewRankingRow>(API.adminReviewRanking, { auth: true, signal, query: { ...f, limit: 50 } });
export const useRanking = (f: RankingFilter) =>
  useQuery({ queryKey: reviewKeys.ranking(f), queryFn: ({ signal }) => getRanking(f, signal), placeholderData: keepPreviousData });

/** `GET /admin/reviews/ranking/export`: the whole ranking as CSV, saved by the browser. */
export const exportRanking = ({ page: _page, ...f }: RankingFilter) =>
  apiDownload(API.adminReviewRankingExport, { query: f, defaultName: 'review-ranking.csv' });

/** `GET /admin/reviewers` a page at a time, for the reviewers list. */
export const useReviewerList = (query: string, page: number) =>
  useQuery({
    queryKey: [...reviewKeys.reviewers(query), page],
    queryFn: ({ signal }) => apiList<ReviewerSummary>(API.adminReviewers, { auth: true, signal, query: { query: query || undefined, page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
