import { API, MESSAGES } from '@portal/shared';
import type { Clarification, UserProfile } from '@portal/shared/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Envelope<T> = { status: 'success'; message?: string; data: T };

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile', 'me'],
    queryFn: async () => (await apiRequest<Envelope<UserProfile>>(API.profileMe, { auth: true, fallbackMessage: MESSAGES.profileLoadFailed })).data,
  });

export const organizationsQuery = () =>
  queryOptions({
    queryKey: ['organizations'],
    queryFn: async () => (await apiRequest<Envelope<{ name: string }[]>>(API.organizations, { auth: true, fallbackMessage: MESSAGES.organizationsFailed })).data,
    staleTime: 5 * 60_000,
  });

export const userClarificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['clarifications', 'user', userId],
    queryFn: async () => (await apiRequest<Envelope<Clarification[]>>(API.userClarifications(userId), { auth: true })).data,
  });

/** JSON, or multipart when a document is attached (spec part 1 §7). */
export async function saveProfile(fields: Record<string, string | null>, files: Partial<Record<'governmentIssueddocument' | 'organizationDocs', File>>): Promise<UserProfile> {
  const attached = Object.entries(files).filter((e): e is [string, File] => Boolean(e[1]));
  let body: unknown = fields;
  if (attached.length > 0) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v ?? '');
    for (const [k, file] of attached) form.append(k, file, file.name);
    body = form;
  }
  const res = await apiRequest<Envelope<UserProfile>>(API.profileMe, { method: 'PUT', body, auth: true, fallbackMessage: MESSAGES.profileSaveFailed });
  return res.data;
}
