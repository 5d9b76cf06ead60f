import { API, COLLABORATOR_QUERY_MIN_LENGTH } from '@portal/shared';
import type { CollaboratorOption, MyReview, ReviewDeclarationInput, ReviewDeclineInput, ReviewerOwnFigures, ReviewSaveInput } from '@portal/shared/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';
import { proposalDetailsQueryOptions } from '../../../api/proposals/get-proposal-details';
import { reviewKeys } from '../../../api/reviews/review-keys';

/** `GET /reviews/mine`: the reviewer's queue. */
export { getMyReviews, useMyReviews } from '../../../api/reviews/get-my-reviews';

/** `GET /reviews/{assignmentId}`: the reviewer's own review. */
export const getMyReview = (id: string, signal?: AbortSignal) => apiData<MyReview>(API.review(id), { auth: true, signal });
export const useMyReview = (id: string) => useQuery({ queryKey: reviewKeys.review(id), queryFn: ({ signal }) => getMyReview(id, signal), retry: false });

/** The proposal as its reviewer reads it, through the details route (open once no conflict is declared). */
export const useReviewedProposal = (proposalId: string | undefined, enabled: boolean) =>
  useQuery({ ...proposalDetailsQueryOptions(proposalId ?? ''), enabled: Boolean(proposalId) && enabled });

/** `POST /reviews/{assignmentId}/declaration`. */
export function useDeclare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewDeclarationInput) =>
      apiRequest<{ message: string; data: MyReview }>(API.reviewDeclaration(id), { method: 'POST', auth: true, body }),
    onSuccess: (res) => {
      queryClient.setQueryData(reviewKeys.review(id), res.data);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.mine() });
    },
  });
}

/** `PUT /reviews/{assignmentId}`: a draft, a submission or a correction. */
export function useSaveReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSaveInput) => apiRequest<{ message: string; data: MyReview }>(API.review(id), { method: 'PUT', auth: true, body }),
    onSuccess: (res) => {
      queryClient.setQueryData(reviewKeys.review(id), res.data);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.mine() });
    },
  });
}

/** `POST /reviews/{assignmentId}/decline`: the invitation declined, with a reason and perhaps a colleague. */
export function useDecline(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewDeclineInput) => apiRequest<{ message: string; data: MyReview }>(API.reviewDecline(id), { method: 'POST', auth: true, body }),
    onSuccess: (res) => {
      queryClient.setQueryData(reviewKeys.review(id), res.data);
      return queryClient.invalidateQueries({ queryKey: reviewKeys.mine() });
    },
  });
}

/** Registered users to suggest as a colleague (the server takes only a reviewer), searched by name or organisation (3+ characters). */
export const useColleagueSearch = (query: string) =>
  useQuery({
    queryKey: [...reviewKeys.all, 'colleagues', query],
    queryFn: ({ signal }) => apiData<CollaboratorOption[]>(API.collaborators, { auth: true, signal, query: { query } }),
    enabled: query.trim().length >= COLLABORATOR_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });

/** `GET /reviews/figures`: the reviewer's own figures (decision 258). */
export const useMyFigures = () =>
  useQuery({ queryKey: [...reviewKeys.mine(), 'figures'], queryFn: ({ signal }) => apiData<ReviewerOwnFigures>(API.reviewerFigures, { auth: true, signal }) });
