import { API, MESSAGES, type UserStatus } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const updateUserStatus = ({ id, status }: { id: string; status: UserStatus }) =>
  apiData<UserProfile>(API.userStatus(id), { method: 'PATCH', auth: true, body: { status }, fallbackMessage: MESSAGES.userStatusFailed });

/** Changes a user's status; the user's record and every users list and count are refreshed. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.user(user.id), user);
      return queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}
