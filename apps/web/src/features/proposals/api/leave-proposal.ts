import { API } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { proposalKeys } from '../../../api/proposals/proposal-keys';

/** `DELETE /proposals/{id}/collaborators/me`: "I am not part of this" (decision 124); the owner is told. */
export const leaveProposal = (id: string) => apiRequest<{ message: string }>(API.proposalLeave(id), { method: 'DELETE', auth: true });

/** Lists and details are marked stale, not refetched here: the page left is no longer the caller's to see. */
export function useLeaveProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveProposal, onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all, refetchType: 'none' }) });
}
