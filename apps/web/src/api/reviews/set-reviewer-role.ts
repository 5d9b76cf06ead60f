import { API } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { reviewKeys } from './review-keys';

/** `PUT /admin/users/{id}/reviewer`: grants or removes the reviewer role; answers the profile and the server's message. */
export const setReviewerRole = ({ id, reviewer }: { id: string; reviewer: boolean }) =>
  apiRequest<{ message: string; data: UserProfile }>(API.adminUserReviewer(id), { method: 'PUT', auth: true, body: { reviewer } });

export function useSetReviewerRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setReviewerRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }) });
}
