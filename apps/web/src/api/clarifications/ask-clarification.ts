import { API, type ClarificationPostType } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clarificationKeys } from './get-clarifications';
import { apiRequest } from '../../lib/api-client';

export type ClarificationRequest = { post_id: string; post_type: ClarificationPostType; email: string; clarification: string; respondBy?: string };

export const askClarification = (body: ClarificationRequest) => apiRequest(API.adminProfileClarification, { method: 'PUT', auth: true, body });

/** Sends a clarification mail; the thread it joins, and the proposal lists' waiting marks, are refreshed. */
export function useAskClarification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askClarification,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: clarificationKeys.all }), queryClient.invalidateQueries({ queryKey: ['proposals'] })]),
  });
}
