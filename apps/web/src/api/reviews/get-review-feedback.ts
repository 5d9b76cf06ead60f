import { API } from '@portal/shared';
import type { ReviewFeedback } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { reviewKeys } from './review-keys';

/** `GET /proposals/{id}/reviews/feedback`: after the decision, the reviewers' comments for the applicant. */
export const getReviewFeedback = (proposalId: string, signal?: AbortSignal) =>
  apiData<ReviewFeedback>(API.proposalReviewFeedback(proposalId), { auth: true, signal });
export const useReviewFeedback = (proposalId: string, enabled: boolean) =>
  useQuery({ queryKey: reviewKeys.feedback(proposalId), queryFn: ({ signal }) => getReviewFeedback(proposalId, signal), enabled, retry: false });
