import { PUBLIC_PROJECT_API } from '@portal/shared';
import type { PublicProject, PublicProjectRow, PublicProjectsQuery } from '@portal/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiData, apiList } from '../../../lib/api-client';
import { publicCredential } from '../../../lib/public-credential';

const fallbackMessage = 'The projects could not be loaded. Try again.';
export type FundedFilters = Partial<Pick<PublicProjectsQuery, 'scheme' | 'focusArea' | 'year'>> & { page: number };

/** `GET /public/projects` with the public credential: the same answer for every visitor. */
export const useFundedProjects = (f: FundedFilters) =>
  useQuery({
    queryKey: ['funded', 'list', f],
    queryFn: ({ signal }) =>
      apiList<PublicProjectRow>(PUBLIC_PROJECT_API.list, {
        headers: publicCredential(),
        signal,
        fallbackMessage,
        query: { ...f, limit: 10 } as Record<string, string | number | undefined>,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /public/projects/{reference}`. */
export const useFundedProject = (reference: string) =>
  useQuery({
    queryKey: ['funded', 'one', reference],
    queryFn: ({ signal }) => apiData<PublicProject>(PUBLIC_PROJECT_API.one(reference), { headers: publicCredential(), signal, fallbackMessage }),
    retry: false,
  });
