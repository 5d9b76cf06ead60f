import { API } from '@portal/shared';
import type { NotificationsAnswer } from '@portal/shared/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../lib/api-client';

export const notificationKeys = { all: ['notifications'] as const };

/** `GET /notifications`: the latest and the unread count, shared by the header bell and the dashboard box. */
export const getNotifications = (signal?: AbortSignal) => apiData<NotificationsAnswer>(API.notifications, { auth: true, signal });

export const notificationsQueryOptions = () =>
  // A minute is fresh enough for a bell; a tab coming back to focus asks again.
  queryOptions({ queryKey: notificationKeys.all, queryFn: ({ signal }) => getNotifications(signal), staleTime: 60_000, refetchInterval: 120_000 });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** `POST /notifications/read`: the given ids, or every one when none are given. */
export const markNotificationsRead = (ids?: string[]) => apiRequest(API.notificationsRead, { method: 'POST', auth: true, body: ids ? { ids } : {} });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNotificationsRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }) });
}
