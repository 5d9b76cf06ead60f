import type { AdminCounts, AdminUsersQuery, UserProfile } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { ChallengesService } from '../challenges/index.js';
import { ProposalListsService } from '../proposals/index.js';
import { UsersService } from '../users/index.js';

/** The admin area's reads that span modules; each figure comes from the module that owns it. */
export class AdminService {
  private readonly users: UsersService;
  private readonly proposals: ProposalListsService;
  private readonly challenges: ChallengesService;

  constructor(app: FastifyInstance) {
    this.users = new UsersService(app);
    this.proposals = new ProposalListsService(app);
    this.challenges = new ChallengesService(app);
  }

  listUsers(query: AdminUsersQuery): Promise<{ rows: UserProfile[]; total: number }> {
    return this.users.search(query);
  }

  /** The dashboard's figures in one answer: users, proposals by kind and status and by month, challenges. */
  async counts(): Promise<AdminCounts> {
    const [byStatus, proposals, challenges] = await Promise.all([this.users.countByStatus(), this.proposals.counts(), this.challenges.countOpenAndClosed()]);
    const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    return { users: { total, byStatus }, ...proposals, challenges };
  }
}
