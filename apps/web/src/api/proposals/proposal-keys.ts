/**
 * Query keys of proposals, the only place they are written; invalidating `all` refreshes every list,
 * count and detail after a change.
 */
export const proposalKeys = {
  all: ['proposals'] as const,
  /** The signed-in user's own lists and their counts. */
  mine: (filter: object) => [...proposalKeys.all, 'mine', filter] as const,
  mineCounts: () => [...proposalKeys.all, 'mine', 'counts'] as const,
  admin: (filter: object) => [...proposalKeys.all, 'admin', filter] as const,
  details: () => [...proposalKeys.all, 'details'] as const,
  detail: (id: string) => [...proposalKeys.details(), id] as const,
  /** The public view of a post differs with the viewer (signed in or not). */
  publicDetail: (id: string, signedIn: boolean) => [...proposalKeys.details(), id, { signedIn }] as const,
  /** Under `all`: a status change refreshes the history too. */
  histories: (id: string) => [...proposalKeys.all, 'history', id] as const,
  history: (id: string, page: number) => [...proposalKeys.histories(id), page] as const,
  search: (params: object) => [...proposalKeys.all, 'search', params] as const,
  collaborators: (query: string) => [...proposalKeys.all, 'collaborators', query] as const,
};
