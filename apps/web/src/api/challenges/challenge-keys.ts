/** Query keys of challenges, public and admin; invalidating `all` refreshes every list and detail. */
export const challengeKeys = {
  all: ['challenges'] as const,
  detail: (id: string) => [...challengeKeys.all, 'detail', id] as const,
  search: (params: object) => [...challengeKeys.all, 'search', params] as const,
  admin: (params: object) => [...challengeKeys.all, 'admin', params] as const,
};
