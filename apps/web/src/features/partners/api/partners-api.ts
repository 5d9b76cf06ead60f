import { API } from '@portal/shared';
import type { CollabChatMessage, CollabReport, CollabRequest, CollabRequestCreate, CollabRequestList, CollabSuggestion } from '@portal/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';

/** Partners by consent (docs/architecture.md#partners-by-consent): one key for everything the pages read. */
export const partnerKeys = {
  all: ['partners'] as const,
  suggestions: ['partners', 'suggestions'] as const,
  requests: ['partners', 'requests'] as const,
  messages: (id: string) => ['partners', 'messages', id] as const,
  reports: ['partners', 'reports'] as const,
};

/** `GET /collab/suggestions`: up to 10 people open to collaborate, with why. A refusal (not approved) is shown, not retried. */
export const useSuggestions = () =>
  useQuery({
    queryKey: partnerKeys.suggestions,
    queryFn: ({ signal }) => apiData<CollabSuggestion[]>(API.collabSuggestions, { auth: true, signal }),
    retry: false,
  });

/** `GET /collab/requests`: the caller's requests, received and sent; read again on each page, since the other side changes them. */
export const useRequests = () =>
  useQuery({
    queryKey: partnerKeys.requests,
    queryFn: ({ signal }) => apiData<CollabRequestList>(API.collabRequests, { auth: true, signal }),
    staleTime: 0,
    retry: false,
  });

/** Every write refreshes the suggestions and the requests. */
function usePartnersMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }) });
}

/** `POST /collab/requests`: answers the server's message with the request. */
export const useSendRequest = () =>
  usePartnersMutation((body: CollabRequestCreate) =>
    apiRequest<{ message: string; data: CollabRequest }>(API.collabRequests, { method: 'POST', auth: true, body }),
  );

const answerPath = { accept: API.collabRequestAccept, decline: API.collabRequestDecline, block: API.collabRequestBlock } as const;

/** `POST /collab/requests/{id}/accept` | `/decline` | `/block`: the recipient's answer. */
export const useAnswerRequest = (id: string) =>
  usePartnersMutation((answer: keyof typeof answerPath) =>
    apiRequest<{ message: string; data: CollabRequest }>(answerPath[answer](id), { method: 'POST', auth: true, body: {} }),
  );

/** `POST /collab/requests/{id}/report`. */
export const useReportRequest = (id: string) =>
  usePartnersMutation((reason: string) =>
    apiRequest<{ message: string; data: CollabRequest }>(API.collabRequestReport(id), { method: 'POST', auth: true, body: { reason } }),
  );

/** `GET /collab/requests/{id}/messages`: the conversation of an accepted request, read again every half minute while open. */
export const useConversation = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: partnerKeys.messages(id),
    queryFn: ({ signal }) => apiData<CollabChatMessage[]>(API.collabRequestMessages(id), { auth: true, signal }),
    enabled,
    staleTime: 0,
    refetchInterval: 30_000,
    retry: false,
  });

/** `POST /collab/requests/{id}/messages`: answers the conversation, which replaces the one read. */
export function usePostMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiData<CollabChatMessage[]>(API.collabRequestMessages(id), { method: 'POST', auth: true, body: { body } }),
    onSuccess: (messages) => queryClient.setQueryData(partnerKeys.messages(id), messages),
  });
}

/** `POST /collab/requests/{id}/invite`: the partner named as a collaborator on one of the caller's drafts. */
export const useInvitePartner = (id: string) =>
  usePartnersMutation((proposalId: string) =>
    apiRequest<{ message: string; data: CollabRequest }>(API.collabRequestInvite(id), { method: 'POST', auth: true, body: { proposalId } }),
  );

/** `GET /admin/collab/reports` (admins). */
export const useCollabReports = () =>
  useQuery({ queryKey: partnerKeys.reports, queryFn: ({ signal }) => apiData<CollabReport[]>(API.adminCollabReports, { auth: true, signal }), retry: false });

/** `POST /admin/collab/reports/{id}/dismiss` (admins): the report leaves the list. */
export const useDismissReport = () =>
  usePartnersMutation((id: string) =>
    apiRequest<{ message: string; data: { id: string; dismissed: true } }>(API.adminCollabReportDismiss(id), { method: 'POST', auth: true, body: {} }),
  );

/** `PUT` / `DELETE /admin/collab/suspensions/{userId}` (admins). */
export const useSetSuspension = () =>
  usePartnersMutation(({ userId, suspended }: { userId: string; suspended: boolean }) =>
    apiRequest<{ message: string; data: { userId: string; suspended: boolean } }>(API.adminCollabSuspension(userId), {
      method: suspended ? 'PUT' : 'DELETE',
      auth: true,
    }),
  );
