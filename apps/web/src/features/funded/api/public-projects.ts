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

export const fundedProjectKey = (reference: string) => ['funded', 'one', reference] as const;
/** The id of the script in which the server puts the project it rendered the page with (decision 261). */
export const FUNDED_DATA_ID = 'funded-data';

/**
 * The project the server rendered `/funded/{reference}` with (decision 261), read from the page once: the
 * first render, which hydrates the server's markup, draws the same data; a page the app draws itself has none.
 */
function serverRendered(reference: string): PublicProject | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.getElementById(FUNDED_DATA_ID);
  if (!script) return undefined;
  try {
    const seed = JSON.parse(script.textContent ?? '') as { reference: string; project: PublicProject };
    return seed.reference === reference ? seed.project : undefined;
  } catch {
    return undefined;
  }
}

/** `GET /public/projects/{reference}`; on a page the server rendered, the project it was rendered with first. */
export const useFundedProject = (reference: string) =>
  useQuery({
    queryKey: fundedProjectKey(reference),
    queryFn: ({ signal }) => apiData<PublicProject>(PUBLIC_PROJECT_API.one(reference), { headers: publicCredential(), signal, fallbackMessage }),
    initialData: () => serverRendered(reference),
    retry: false,
  });
