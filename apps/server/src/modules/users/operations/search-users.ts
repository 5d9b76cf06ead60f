import type { UserStatus } from '@portal/shared';
import type { AdminUsersQuery, UserProfile } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { toProfiles } from '../profile-view.js';
import * as repo from '../users.repo.js';

/** One page of the admin's user list, with documents' signed links. */
export async function searchUsers(app: FastifyInstance, query: AdminUsersQuery): Promise<{ rows: UserProfile[]; total: number }> {
  const { rows, total } = await repo.searchUsers(app.db, query);
  return { rows: await toProfiles(rows, app.storage), total };
}

/** How many accounts are in each status (the admin's counts). */
export function countUsersByStatus(app: FastifyInstance): Promise<Record<UserStatus, number>> {
  return repo.countUsersByStatus(app.db);
}
