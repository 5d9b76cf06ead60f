import { API, COMMITTEE_QUERY_MIN_LENGTH, type MinutesLanguageChoice } from '@portal/shared';
import type {
  AdminRound,
  AppliedPlan,
  ApplyAssignmentPlanInput,
  AssignmentPlan,
  AssignmentPlanInput,
  CommitteeCandidate,
  ReviewerSuggestion,
  Agenda,
  AgendaItem,
  ReleaseResult,
  RoundCreateInput,
  RoundDecisionInput,
  RoundMeetingInput,
  RoundUpdateInput,
} from '@portal/shared/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiDownload } from '../../../lib/api-client';

/** The admin's round calls: one file, each a fetcher and its hook (docs/architecture.md#evaluation-rounds). */
export const roundKeys = { all: ['rounds'] as const, list: () => ['rounds', 'list'] as const, agenda: (id: string) => ['rounds', 'agenda', id] as const };

export const useRounds = () =>
  useQuery({ queryKey: roundKeys.list(), queryFn: ({ signal }) => apiData<AdminRound[]>(API.adminRounds, { auth: true, signal }) });
export const useAgenda = (id: string) =>
  useQuery({ queryKey: roundKeys.agenda(id), queryFn: ({ signal }) => apiData<Agenda>(API.adminRoundAgenda(id), { auth: true, signal }) });

function useRoundMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: roundKeys.all }) });
}
export const useCreateRound = () => useRoundMutation((body: RoundCreateInput) => apiData<AdminRound>(API.adminRounds, { method: 'POST', auth: true, body }));
export const useUpdateRound = (id: string) =>
  useRoundMutation((body: RoundUpdateInput) => apiData<AdminRound>(API.adminRound(id), { method: 'PATCH', auth: true, body }));
export const useRecordMeeting = (id: string) =>
  useRoundMutation((body: RoundMeetingInput) => apiData<AdminRound>(API.adminRoundMeeting(id), { method: 'PUT', auth: true, body }));
export const useDecide = (id: string) =>
  useRoundMutation(({ proposalId, ...body }: RoundDecisionInput & { proposalId: string }) =>
    apiData<AgendaItem>(API.adminRoundDecision(id, proposalId), { method: 'PUT', auth: true, body }),
  );
export const useRelease = (id: string) => useRoundMutation(() => apiData<ReleaseResult>(API.adminRoundRelease(id), { method: 'POST', auth: true }));
export const useLockMinutes = (id: string) =>
  useRoundMutation((language: MinutesLanguageChoice) => apiData<AdminRound>(API.adminRoundMinutes(id), { method: 'POST', auth: true, body: { language } }));
/** The stored minutes in one language (decision 284). */
export const downloadMinutes = (id: string, language: 'en' | 'hi') =>
  apiDownload(API.adminRoundMinutesPdf(id), { query: { language }, defaultName: language === 'hi' ? `minutes-${id}-hi.pdf` : `minutes-${id}.pdf` });

/** The server answers a query of 2+ characters only (decision 285). */
export const isCommitteeSearchable = (query: string) => query.trim().length >= COMMITTEE_QUERY_MIN_LENGTH;
/** The people who may sit on the committee (approved administrators and reviewers), by part of a name or address. */
export const useCommitteeCandidates = (query: string) =>
  useQuery({
    queryKey: ['rounds', 'committee-candidates', query],
    enabled: isCommitteeSearchable(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    queryFn: ({ signal }) => apiData<CommitteeCandidate[]>(API.adminCommitteeCandidates, { auth: true, signal, query: { query } }),
  });

/** The round's reviewers' plan (decision 256): made on request, nothing written until applied. */
export const useMakePlan = (id: string) =>
  useMutation({ mutationFn: (body: AssignmentPlanInput) => apiData<AssignmentPlan>(API.adminRoundAssignmentPlan(id), { method: 'POST', auth: true, body }) });
export const useApplyPlan = (id: string) =>
  useRoundMutation((body: ApplyAssignmentPlanInput) => apiData<AppliedPlan>(API.adminRoundAssignmentPlanApply(id), { method: 'POST', auth: true, body }));
/** Who else could review a proposal (the suggestions: never conflicted, absent or full), to add or swap one in the plan. */
export const useSuggestions = (proposalId: string | null, dueDate: string) =>
  useQuery({
    queryKey: ['rounds', 'suggestions', proposalId, dueDate],
    enabled: proposalId !== null,
    queryFn: ({ signal }) =>
      apiData<ReviewerSuggestion[]>(`${API.adminProposalReviewerSuggestions(proposalId!)}?dueDate=${encodeURIComponent(dueDate)}`, { auth: true, signal }),
  });
