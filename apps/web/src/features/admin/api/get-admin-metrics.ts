import { METRICS_API } from '@portal/shared';
import type { MissionMetrics } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/** `GET /admin/metrics`: every metric of the registry, every value (the same definitions as `/impact`). */
export const useAdminMetrics = () =>
  useQuery({
    queryKey: ['admin', 'metrics'],
    queryFn: ({ signal }) => apiData<MissionMetrics>(METRICS_API.admin, { auth: true, signal, fallbackMessage: 'The figures could not be loaded. Try again.' }),
  });
