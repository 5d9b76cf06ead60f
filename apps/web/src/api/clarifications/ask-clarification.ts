import { API, type ClarificationPostType } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clarificationKeys } from './get-clarifications';
import { apiRequest } from '../../lib/api-client';

export type ClarificationRequest = { post_id: string; post_type: ClarificationPostType; email: string; clarification: string };

export const askClarification = (body: ClarificationRequest) => apiRequest(API.adminProfileClarification, { method: 'PUT', auth: true, body });

/** Sends a clarification mail; the thread it joins is refreshed wherever it is shown. */
export function useAskClarification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askClarification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clarificationKeys.all }),
  });
}
