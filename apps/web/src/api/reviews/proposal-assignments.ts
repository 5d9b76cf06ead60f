import { API } from '@portal/shared';
import type { AssignReviewerInput, CommitteeReviews, ProposalAssignment } from '@portal/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../lib/api-client';
import { proposalKeys } from '../proposals/proposal-keys';
import { reviewKeys } from './review-keys';

/** `GET /admin/proposals/{id}/reviewers`: the proposal's assignments, every state. */
export const getAssignments = (proposalId: string, signal?: AbortSignal) =>
  apiData<ProposalAssignment[]>(API.adminProposalReviewers(proposalId), { auth: true, signal });
export const useAssignments = (proposalId: string) =>
  useQuery({ queryKey: reviewKeys.assignments(proposalId), queryFn: ({ signal }) => getAssignments(proposalId, signal) });

/** `GET /admin/proposals/{id}/reviews`: the submitted reviews and their aggregate. */
export const getCommitteeReviews = (proposalId: string, signal?: AbortSignal) =>
  apiData<CommitteeReviews>(API.adminProposalReviews(proposalId), { auth: true, signal });
export const useCommitteeReviews = (proposalId: string) =>
  useQuery({ queryKey: reviewKeys.committee(proposalId), queryFn: ({ signal }) => getCommitteeReviews(proposalId, signal) });

/** `POST /admin/proposals/{id}/reviewers`: a 409 carries the conflicts of interest in `errors`. */
export const assignReviewer = ({ proposalId, ...body }: AssignReviewerInput & { proposalId: string }) =>
  apiRequest<{ message: string; data: ProposalAssignment }>(API.adminProposalReviewers(proposalId), { method: 'POST', auth: true, body });

/** `DELETE /admin/proposals/{id}/reviewers/{userId}`. */
export const withdrawAssignment = ({ proposalId, userId }: { proposalId: string; userId: string }) =>
  apiRequest<{ message: string }>(API.adminProposalReviewer(proposalId, userId), { method: 'DELETE', auth: true });

/** An assignment changes the reviews' lists and the proposal's history, which records it. */
const refreshAfter = (queryClient: ReturnType<typeof useQueryClient>, proposalId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), queryClient.invalidateQueries({ queryKey: proposalKeys.histories(proposalId) })]);

export function useAssignReviewer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignReviewer, onSuccess: (_res, input) => refreshAfter(queryClient, input.proposalId) });
}

/** `POST /admin/proposals/{id}/reviewers/{userId}/release`: a silent reviewer released with the reason. */
export const releaseReviewer = ({ proposalId, userId, reason }: { proposalId: string; userId: string; reason: string }) =>
  apiRequest<{ message: string; data: ProposalAssignment }>(API.adminProposalReviewerRelease(proposalId, userId), {
    method: 'POST',
    auth: true,
    body: { reason },
  });

export function useReleaseReviewer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: releaseReviewer, onSuccess: (_res, input) => refreshAfter(queryClient, input.proposalId) });
}

export function useWithdrawAssignment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawAssignment, onSuccess: (_res, input) => refreshAfter(queryClient, input.proposalId) });
}
