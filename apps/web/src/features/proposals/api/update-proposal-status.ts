import { type ADMIN_SETTABLE_PROPOSAL_STATUSES, API } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { proposalKeys } from '../../../api/proposals/proposal-keys';

/** `PATCH /proposals/{id}/status` (admins): every list and detail showing it is refreshed. */
export const updateProposalStatus = ({ id, status, message }: { id: string; status: (typeof ADMIN_SETTABLE_PROPOSAL_STATUSES)[number]; message?: string }) =>
  apiRequest(API.proposalStatus(id), { method: 'PATCH', auth: true, body: message ? { status, message } : { status } });

export function useUpdateProposalStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProposalStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }) });
}
