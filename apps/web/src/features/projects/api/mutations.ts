import { AGREEMENT_FILE_FIELD, PROJECT_API, REPORT_FILE_FIELD } from '@portal/shared';
import type {
  AdminProjectsQuery,
  OutputInput,
  Project,
  ProjectSetup,
  PublicSummaryApprove,
  PublicSummaryInput,
  ReportReview,
  TrancheCorrect,
  TrancheRelease,
  TrancheReverse,
} from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiDownload, apiUpload } from '../../../lib/api-client';
import type { ApiSuccessBody } from '@portal/shared';
import { projectKeys } from '../../../api/projects/projects';

/** Every write refreshes every project query (lists, pages, figures). */
function useProjectMutation<V>(fn: (v: V) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }) });
}

export const useSetUpProject = (id: string) =>
  useProjectMutation((body: ProjectSetup) => apiData<Project>(PROJECT_API.adminProject(id), { method: 'PUT', auth: true, body }));

export const useUploadAgreement = (id: string) =>
  useProjectMutation(async (file: File) => {
    const form = new FormData();
    form.append(AGREEMENT_FILE_FIELD, file);
    return (await apiUpload<ApiSuccessBody<Project>>(PROJECT_API.agreement(id), { auth: true, body: form })).data;
  });

export const useReleaseTranche = (id: string) =>
  useProjectMutation(({ n, ...body }: TrancheRelease & { n: number }) => apiData<Project>(PROJECT_API.release(id, n), { method: 'POST', auth: true, body }));

export const useCorrectRelease = (id: string) =>
  useProjectMutation(({ n, ...body }: TrancheCorrect & { n: number }) => apiData<Project>(PROJECT_API.correct(id, n), { method: 'POST', auth: true, body }));

export const useReverseRelease = (id: string) =>
  useProjectMutation(({ n, ...body }: TrancheReverse & { n: number }) => apiData<Project>(PROJECT_API.reverse(id, n), { method: 'POST', auth: true, body }));

export const useReviewReport = (id: string) =>
  useProjectMutation(({ reportId, ...body }: ReportReview & { reportId: string }) =>
    apiData<Project>(PROJECT_API.review(id, reportId), { method: 'POST', auth: true, body }),
  );

export const useAddOutput = (id: string) =>
  useProjectMutation((body: OutputInput) => apiData<Project>(PROJECT_API.outputs(id), { method: 'POST', auth: true, body }));

export const useRemoveOutput = (id: string) =>
  useProjectMutation((outputId: string) => apiData<Project>(PROJECT_API.output(id, outputId), { method: 'DELETE', auth: true }));

export const useSavePublicSummary = (id: string) =>
  useProjectMutation((body: PublicSummaryInput) => apiData<Project>(PROJECT_API.publicSummary(id), { method: 'PUT', auth: true, body }));

export const useApprovePublicSummary = (id: string) =>
  useProjectMutation((body: PublicSummaryApprove) => apiData<Project>(PROJECT_API.approveSummary(id), { method: 'POST', auth: true, body }));

/** A report with its document, and its public summary when written (decision 262). */
export type ReportInput = ({ type: 'MILESTONE'; milestoneIndex: number } | { type: 'QUARTERLY'; quarter: string }) & {
  text: string;
  file: File;
  publicSummary?: string;
  publicSummaryHi?: string;
};
export const useSubmitReport = (id: string) =>
  useProjectMutation(async (input: ReportInput) => {
    const form = new FormData();
    form.append('type', input.type);
    if (input.type === 'MILESTONE') form.append('milestoneIndex', String(input.milestoneIndex));
    else form.append('quarter', input.quarter);
    form.append('text', input.text);
    if (input.publicSummary?.trim()) form.append('publicSummary', input.publicSummary);
    if (input.publicSummaryHi?.trim()) form.append('publicSummaryHi', input.publicSummaryHi);
    form.append(REPORT_FILE_FIELD, input.file);
    return (await apiUpload<ApiSuccessBody<Project>>(PROJECT_API.reports(id), { auth: true, body: form })).data;
  });

export const exportProjects = (q: Partial<AdminProjectsQuery>) =>
  apiDownload(PROJECT_API.adminExport, {
    query: q as Record<string, string | number | boolean | undefined>,
    defaultName: 'projects.csv',
    fallbackMessage: 'The export failed. Try again.',
  });
