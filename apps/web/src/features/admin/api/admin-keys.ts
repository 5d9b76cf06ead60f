import type { UsersFilter } from './get-admin-users';

/** Query keys of the admin area; invalidating `users()` refreshes every users list and count. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersList: (filter: UsersFilter) => [...adminKeys.users(), 'list', filter] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
  /** Under `users()`: a user's status change refreshes the figures too. */
  counts: () => [...adminKeys.users(), 'counts'] as const,
};
