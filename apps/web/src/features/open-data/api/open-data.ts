import { OPEN_DATA_API, type OpenDataIndex } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /open/index.json`: no credential; the files' sizes, records and checksums, and when they were generated. */
export const useOpenDataIndex = () =>
  useQuery({
    queryKey: ['open-data', 'index'],
    queryFn: ({ signal }) => apiRequest<OpenDataIndex>(OPEN_DATA_API.index, { signal, fallbackMessage: 'The files could not be listed. Try again.' }),
  });
