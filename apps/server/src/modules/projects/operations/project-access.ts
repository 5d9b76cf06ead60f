import { isProjectScheme, PROJECT_MESSAGES, type ProjectScheme, proposalKindOf } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { lockProposal } from '../../proposals/index.js';
import * as repo from '../projects.repo.js';

export type Loaded = NonNullable<Awaited<ReturnType<typeof repo.findProject>>>;

export const missing = () => new AppError('NOT_FOUND', PROJECT_MESSAGES.projectMissing);
export const schemeOf = (row: { category: string; type: string }): ProjectScheme | null => {
  const kind = proposalKindOf(row.category, row.type);
  return kind && isProjectScheme(kind.id) ? kind.id : null;
};

/**
 * Locks a project for a change: its proposal's row first (FOR SHARE: a status change waits until this
 * transaction ends, and one made before is seen), then the project's row (FOR UPDATE: changes of one
 * project go one at a time). The order is set-up's and the status change's, so none deadlocks. With
 * `approved`, a proposal no longer APPROVED refuses the change (409): its money moves no more.
 */
export async function lockForChange(tx: DbOrTx, proposalId: string, approved: boolean) {
  const proposal = await lockProposal(tx, proposalId, 'share');
  const project = proposal ? await repo.lockProject(tx, proposalId) : null;
  if (!proposal || !project) throw missing();
  if (approved && proposal.status !== 'APPROVED') throw new AppError('CONFLICT', PROJECT_MESSAGES.projectWithdrawn);
  return { proposal, project };
}

/** The project if the caller is its owner, a collaborator or an admin; anyone else the 404 of a project that does not exist. */
export async function requireGrantee(app: FastifyInstance, viewer: SessionUser, proposalId: string, opts: { adminToo: boolean }): Promise<Loaded> {
  const row = await repo.findProject(app.db, proposalId);
  if (!row) throw missing();
  if (opts.adminToo && viewer.roles.includes('ADMIN')) return row;
  if (!(await repo.isGrantee(app.db, proposalId, row.ownerId, viewer.id))) throw missing();
  return row;
}
