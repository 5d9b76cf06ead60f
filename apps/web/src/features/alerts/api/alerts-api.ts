import { ALERT_API } from '@portal/shared';
import type { AlertSettings, AlertSettingsAnswer } from '@portal/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';

const alertsKey = ['alerts', 'mine'] as const;

/** `GET /me/alerts`: the signed-in user's alerts (off until they subscribe). */
export const useMyAlerts = () =>
  useQuery({ queryKey: alertsKey, queryFn: ({ signal }) => apiData<AlertSettingsAnswer>(ALERT_API.mine, { auth: true, signal }), retry: false });

/** `PUT /me/alerts`: the whole settings; no kind turns the alerts off. */
export function useSaveMyAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettings) => apiRequest<{ message: string; data: AlertSettingsAnswer }>(ALERT_API.mine, { method: 'PUT', auth: true, body }),
    onSuccess: (res) => queryClient.setQueryData(alertsKey, res.data),
  });
}

/** `POST /alerts/unsubscribe?token=…`: the confirmation's button; no sign-in, the signed token is the authority. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ message: string; data: { alreadyDone: boolean } }>(`${ALERT_API.unsubscribe}?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: {},
      }),
  });
