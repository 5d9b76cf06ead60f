import { API, MESSAGES } from '@portal/shared';
import type { ProfileFileField, UserProfile } from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myProfileQueryOptions } from '../../../api/profile/get-my-profile';
import { apiData } from '../../../lib/api-client';

export type SaveProfileInput = { fields: Record<string, string | null>; files: Partial<Record<ProfileFileField, File>> };

/** JSON, or multipart when a document is attached (docs/specification.md#calls). */
export function saveMyProfile({ fields, files }: SaveProfileInput): Promise<UserProfile> {
  const attached = Object.entries(files).filter((e): e is [string, File] => Boolean(e[1]));
  let body: unknown = fields;
  if (attached.length > 0) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v ?? '');
    for (const [k, file] of attached) form.append(k, file, file.name);
    body = form;
  }
  return apiData<UserProfile>(API.profileMe, { method: 'PUT', body, auth: true, fallbackMessage: MESSAGES.profileSaveFailed });
}

/** Saves the profile and puts the answer in the cache, so every reader of the profile sees it. */
export function useSaveMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyProfile,
    onSuccess: (saved) => queryClient.setQueryData(myProfileQueryOptions().queryKey, saved),
  });
}
