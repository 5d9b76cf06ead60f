import { API, MESSAGES } from '@portal/shared';
import { CLARIFICATION_FILE_FIELD } from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '../../lib/api-client';
import { clarificationKeys } from './get-clarifications';

/** A thread of a proposal: the proposal's id and the clarification's. */
export type ThreadRef = { proposalId: string; clarificationId: string };

/** `POST /proposals/{id}/clarifications/{cid}/replies`: the text, and a document when one is attached (multipart). */
export function replyToClarification({ proposalId, clarificationId, text, file }: ThreadRef & { text: string; file: File | null }) {
  const path = API.clarificationReplies(proposalId, clarificationId);
  if (!file) return apiRequest(path, { method: 'POST', auth: true, body: { text } });
  const form = new FormData();
  form.append('text', text);
  form.append(CLARIFICATION_FILE_FIELD, file);
  return apiUpload(path, { auth: true, body: form, fallbackMessage: MESSAGES.mailSendFailed });
}

/** `POST /admin/proposals/{id}/clarifications/{cid}/follow-ups`: a new question in the thread, with its date. */
export const followUpClarification = ({ proposalId, clarificationId, text, respondBy }: ThreadRef & { text: string; respondBy: string }) =>
  apiRequest(API.adminClarificationFollowUps(proposalId, clarificationId), { method: 'POST', auth: true, body: { text, respondBy } });

/** `POST /admin/proposals/{id}/clarifications/{cid}/close`. */
export const closeClarification = ({ proposalId, clarificationId }: ThreadRef) =>
  apiRequest(API.adminClarificationClose(proposalId, clarificationId), { method: 'POST', auth: true });

/** Each action refreshes the threads, the open questions and the proposal lists' waiting marks. */
function useThreadMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: clarificationKeys.all }), queryClient.invalidateQueries({ queryKey: ['proposals'] })]),
  });
}

export const useReplyToClarification = () => useThreadMutation(replyToClarification);
export const useFollowUpClarification = () => useThreadMutation(followUpClarification);
export const useCloseClarification = () => useThreadMutation(closeClarification);
