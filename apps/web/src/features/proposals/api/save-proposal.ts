import { API, MESSAGES, type ProposalKind } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiUpload } from '../../../lib/api-client';
import { proposalKeys } from '../../../api/proposals/proposal-keys';

/** A proposal's fields under the server's names, as a wizard hands them over. */
export type ProposalPayload = Record<string, string | boolean | null | undefined | readonly string[] | readonly { organisation: string }[]>;

export type SaveProposalInput = {
  kind: ProposalKind;
  /** Set when editing: PATCH /proposals/{id}. */
  proposalId?: string;
  fields: ProposalPayload;
  file?: File | null;
  onProgress?: (share: number) => void;
};

/** Multipart as the spec sends it: lists as indexed entries (focusArea[0], collaborators[0][organisation]). */
function toFormData(fields: ProposalPayload, file: File | null | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item: string | { organisation: string }, i) => {
        if (typeof item === 'string') form.append(`${key}[${i}]`, item);
        else form.append(`${key}[${i}][organisation]`, item.organisation);
      });
    } else form.append(key, String(value));
  }
  if (file) form.append('proposalFile', file, file.name);
  return form;
}

/**
 * Creates or updates a proposal: funding kinds as multipart (with upload progress) when a file goes
 * with it, Steelcollab kinds and file-less edits as JSON (docs/specification.md#calls).
 */
export function saveProposal({ kind, proposalId, fields, file, onProgress }: SaveProposalInput): Promise<ProposalDetail> {
  const path = proposalId ? API.proposal(proposalId) : API.proposals;
  const method = proposalId ? 'PATCH' : 'POST';
  const body = { category: kind.category, type: kind.type, ...fields };
  const fallbackMessage = proposalId ? MESSAGES[kind.submitFailedToastKey] : MESSAGES.proposalCreateFailed;
  if (kind.body === 'multipart' && (file || !proposalId)) {
    return apiUpload<{ data: ProposalDetail }>(path, { method, auth: true, body: toFormData(body, file), onProgress, fallbackMessage }).then((r) => r.data);
  }
  return apiData<ProposalDetail>(path, { method, auth: true, body, fallbackMessage });
}

/** Saves, then refreshes every list and detail that may show the proposal. */
export function useSaveProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProposal, onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }) });
}
