import { API } from '@portal/shared';
import type { ReviewerProfile, ReviewerProfileInput } from '@portal/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';
import { reviewKeys } from '../../../api/reviews/review-keys';

const profileKey = [...reviewKeys.all, 'profile'] as const;

/** `GET /reviews/profile`: the reviewer's own profile. */
export const useReviewerProfile = () =>
  useQuery({ queryKey: profileKey, queryFn: ({ signal }) => apiData<ReviewerProfile>(API.reviewerProfile, { auth: true, signal }), retry: false });

/** `PUT /reviews/profile`: the whole profile. */
export function useSaveReviewerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewerProfileInput) =>
      apiRequest<{ message: string; data: ReviewerProfile }>(API.reviewerProfile, { method: 'PUT', auth: true, body }),
    onSuccess: (res) => queryClient.setQueryData(profileKey, res.data),
  });
}
