import { METRICS_API } from '@portal/shared';
import type { MissionMetrics } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { publicCredential } from '../../../lib/public-credential';

/** `GET /public/metrics` with the public credential: the registry's public figures, small counts suppressed by the server. */
export const usePublicMetrics = () =>
  useQuery({
    queryKey: ['metrics', 'public'],
    queryFn: ({ signal }) =>
      apiData<MissionMetrics>(METRICS_API.public, { headers: publicCredential(), signal, fallbackMessage: 'The figures could not be loaded. Try again.' }),
  });
