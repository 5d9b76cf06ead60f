import type { AdminCounts } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { countOpenAndClosed } from '../../challenges/index.js';
import { countProposals } from '../../proposals/index.js';
import { countUsersByStatus } from '../../users/index.js';

/** The dashboard's figures in one answer: users, proposals by kind and status and by month, challenges; each from the module that owns it. */
export async function adminCounts(app: FastifyInstance): Promise<AdminCounts> {
  const [byStatus, proposals, challenges] = await Promise.all([countUsersByStatus(app), countProposals(app), countOpenAndClosed(app)]);
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { users: { total, byStatus }, ...proposals, challenges };
}
