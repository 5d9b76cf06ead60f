import type { AdminUsersQuery, UserProfile } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { searchUsers } from '../../users/index.js';

/** The admin's list of accounts, searched and paged by the users module. */
export function listUsers(app: FastifyInstance, query: AdminUsersQuery): Promise<{ rows: UserProfile[]; total: number }> {
  return searchUsers(app, query);
}
