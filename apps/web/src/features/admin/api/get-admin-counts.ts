import { API, type ApiSuccessBody } from '@portal/shared';
import type { AdminCounts } from '@portal/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The admin dashboard's figures in one call (users by status; proposals join in part 2). */
export async function getAdminCounts(signal?: AbortSignal): Promise<AdminCounts> {
  return (await apiRequest<ApiSuccessBody<AdminCounts>>(API.adminCounts, { auth: true, signal })).data;
}

// Under ['admin', 'users'], so a status change (which invalidates the user lists) refreshes the counts too.
export const adminCountsQuery = () => queryOptions({ queryKey: adminKeys.counts(), queryFn: ({ signal }) => getAdminCounts(signal) });

export function useAdminCounts() {
  return useQuery(adminCountsQuery());
}
