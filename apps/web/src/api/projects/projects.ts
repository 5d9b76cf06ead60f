import { PROJECT_API } from '@portal/shared';
import type { AdminProjectsQuery, Project, ProjectRow, ProjectStats, ProjectTotals } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../lib/api-client';

/** Every query of funded projects sits under this key, so a change to one refreshes lists, pages and figures. */
export const projectKeys = {
  all: ['projects'] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
  stats: () => [...projectKeys.all, 'stats'] as const,
  one: (id: string) => [...projectKeys.all, 'one', id] as const,
  adminList: (q: Partial<AdminProjectsQuery>) => [...projectKeys.all, 'admin', q] as const,
};

const fallbackMessage = 'The projects could not be loaded. Try again.';

/** `GET /projects/mine`: the caller's projects, as owner or collaborator. */
export const useMyProjects = () =>
  useQuery({ queryKey: projectKeys.mine(), queryFn: ({ signal }) => apiData<ProjectRow[]>(PROJECT_API.mine, { auth: true, signal, fallbackMessage }) });

/** `GET /admin/projects/stats`: sanctioned, released and pending over every project, and releases by quarter. */
export const useProjectStats = () =>
  useQuery({ queryKey: projectKeys.stats(), queryFn: ({ signal }) => apiData<ProjectStats>(PROJECT_API.adminStats, { auth: true, signal, fallbackMessage }) });

/** `GET /projects/{proposalId}`. */
export const useProject = (id: string) =>
  useQuery({
    queryKey: projectKeys.one(id),
    queryFn: ({ signal }) => apiData<Project>(PROJECT_API.project(id), { auth: true, signal, fallbackMessage }),
    retry: false,
  });

export type AdminProjectsPage = { data: ProjectRow[]; total: number; page: number; totalPages: number; totals: ProjectTotals };
/** `GET /admin/projects`: a page of the filtered list and the totals of the whole filtered list. */
export const useAdminProjects = (q: Partial<AdminProjectsQuery>) =>
  useQuery({
    queryKey: projectKeys.adminList(q),
    queryFn: ({ signal }) =>
      apiRequest<AdminProjectsPage>(PROJECT_API.adminList, {
        auth: true,
        signal,
        fallbackMessage,
        query: q as Record<string, string | number | boolean | undefined>,
      }),
    placeholderData: (previous) => previous,
  });
