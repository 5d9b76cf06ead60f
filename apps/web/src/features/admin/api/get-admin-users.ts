import { API, MESSAGES, PAGE_SIZE, type UserStatus } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type UsersFilter = { status?: UserStatus; organizationCategory?: string; query?: string; page: number; limit?: number };

export const getAdminUsers = (f: UsersFilter, signal?: AbortSignal) =>
  apiList<UserProfile>(API.adminUsers, {
    auth: true,
    signal,
    fallbackMessage: MESSAGES.usersSearchFailed,
    query: {
      status: f.status,
      organizationCategory: f.organizationCategory,
      query: f.query || undefined,
      page: f.page,
      limit: f.limit ?? PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
  });

/** A page of users for the admin; the previous page stays on screen while the next one loads. */
export const adminUsersQueryOptions = (f: UsersFilter) =>
  queryOptions({ queryKey: adminKeys.usersList(f), queryFn: ({ signal }) => getAdminUsers(f, signal), placeholderData: keepPreviousData });

export const useAdminUsers = (f: UsersFilter) => useQuery(adminUsersQueryOptions(f));
