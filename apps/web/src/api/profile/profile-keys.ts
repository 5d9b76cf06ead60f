/** Query keys of the signed-in user's own records; invalidating `all` refreshes every one. */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};
