import { API, MESSAGES, PAGE_SIZE, type UserStatus } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Envelope<T> = { status: 'success'; message?: string; data: T };
export type UserPage = Envelope<UserProfile[]> & { total: number; totalPages: number; page: number };
export type UsersFilter = { status?: UserStatus; organizationCategory?: string; query?: string; page: number; limit?: number };

export const adminUsersQuery = (f: UsersFilter) =>
  queryOptions({
    queryKey: ['admin', 'users', f],
    queryFn: ({ signal }) =>
      apiRequest<UserPage>(API.adminUsers, {
        auth: true,
        signal,
        fallbackMessage: MESSAGES.usersSearchFailed,
        query: { status: f.status, organizationCategory: f.organizationCategory, query: f.query || undefined, page: f.page, limit: f.limit ?? PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' },
      }),
    placeholderData: keepPreviousData,
  });

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'user', id],
    queryFn: async () => (await apiRequest<Envelope<UserProfile>>(API.user(id), { auth: true, fallbackMessage: MESSAGES.profileLoadFailed })).data,
  });

export async function updateUserStatus(id: string, status: UserStatus): Promise<UserProfile> {
  return (await apiRequest<Envelope<UserProfile>>(API.userStatus(id), { method: 'PATCH', auth: true, body: { status }, fallbackMessage: MESSAGES.userStatusFailed })).data;
}

export async function askClarification(body: { post_id: string; post_type: 'USER'; email: string; clarification: string }): Promise<void> {
  await apiRequest(API.adminProfileClarification, { method: 'PUT', auth: true, body });
}
