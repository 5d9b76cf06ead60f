import { API, MESSAGES } from '@portal/shared';
import type { ConnectResult } from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { proposalKeys } from '../../../api/proposals/proposal-keys';

/** The answer and whether it is a new registration: a repeat within 24 h answers with the server's own message. */
export type ConnectOutcome = { created: boolean; message: string; data: ConnectResult };

/** `POST /connectedstakeholder` with the caller as `from` (docs/specification.md#statuses, docs/architecture.md#connecting). */
export async function connectStakeholder({ proposalId, from }: { proposalId: string; from: string }): Promise<ConnectOutcome> {
  const body = await apiRequest<{ message?: string; data: ConnectResult }>(API.connectedStakeholder, {
    method: 'POST',
    auth: true,
    body: { proposalId, from },
    fallbackMessage: MESSAGES.connectFailedToast,
  });
  const message = body.message ?? MESSAGES.interestRegistered;
  return { created: message === MESSAGES.interestRegistered, message, data: body.data };
}

export function useConnectStakeholder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectStakeholder, onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.details() }) });
}
