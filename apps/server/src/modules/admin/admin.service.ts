import type { AdminCounts, AdminUsersQuery, UserProfile } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { UsersService } from '../users/users.service.js';

/** The admin area's reads that span modules; each figure comes from the module that owns it. */
export class AdminService {
  private readonly users: UsersService;

  constructor(app: FastifyInstance) {
    this.users = new UsersService(app);
  }

  listUsers(query: AdminUsersQuery): Promise<{ rows: UserProfile[]; total: number }> {
    return this.users.search(query);
  }

  /** The dashboard's figures in one answer; proposal counts join as a `proposals` entry. */
  async counts(): Promise<AdminCounts> {
    const byStatus = await this.users.countByStatus();
    const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    return { users: { total, byStatus } };
  }
}
