import { formatRupees, historyNote, keyed, type TrancheNumber } from '@portal/shared';
import type { Project, TrancheReverse } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../projects.repo.js';
import { lockForChange } from './project-access.js';
import { projectView } from './project-view.js';

/**
 * `POST /admin/projects/{proposalId}/tranches/{n}/reverse`: undoes a release made in error, with the
 * reason: the latest released tranche only (a later one rests on it), the totals following. Money
 * comes back, so a withdrawn project's release may be reversed too (decision 209). Audited.
 */
export async function reverseRelease(app: FastifyInstance, admin: SessionUser, proposalId: string, n: TrancheNumber, body: TrancheReverse): Promise<Project> {
  await app.db.transaction(async (tx) => {
    await lockForChange(tx, proposalId, false);
    const tranches = await repo.listTranches(tx, [proposalId]);
    const current = tranches.find((t) => t.number === n);
    if (!current) throw new AppError('CONFLICT', keyed('project_trancheNotReleased', { n }));
    const later = tranches.find((t) => t.number > n);
    if (later) throw new AppError('CONFLICT', keyed('project_trancheReverseLaterFirst', { later: later.number }));
    await repo.deleteTranche(tx, proposalId, n);
    await repo.bumpPublicStamp(tx);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'PROJECT_TRANCHE_REVERSED',
      entityType: 'proposal',
      entityId: proposalId,
      before: { tranche: n, amount: current.amount, releasedOn: current.releasedOn, transactionRef: current.transactionRef },
      after: {
        tranche: n,
        reason: body.reason,
        ...historyNote(
          'trancheReversed',
          { n, amount: current.amount, date: current.releasedOn, ref: current.transactionRef, reason: body.reason },
          { amount: formatRupees(current.amount) },
        ),
      },
    });
  });
  return projectView(app, proposalId);
}
