/** Query keys of proposals; invalidating `all` refreshes every list and detail after a change. */
export const proposalKeys = {
  all: ['proposals'] as const,
  details: () => [...proposalKeys.all, 'details'] as const,
  detail: (id: string) => [...proposalKeys.details(), id] as const,
  collaborators: (query: string) => [...proposalKeys.all, 'collaborators', query] as const,
};
