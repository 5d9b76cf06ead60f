import { historyNote, indiaDate, keyed, PROJECT_MESSAGES, type TrancheNumber } from '@portal/shared';
import type { Project, TrancheCorrect } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../projects.repo.js';
import { lockForChange } from './project-access.js';
import { projectView } from './project-view.js';

/**
 * `POST /admin/projects/{proposalId}/tranches/{n}/correct`: a released tranche's date or transaction
 * reference as the bank has it, with the reason; the amount stays. A record of money already paid, so
 * it may be corrected after a withdrawal too (decision 209). Audited with before and after.
 */
export async function correctRelease(app: FastifyInstance, admin: SessionUser, proposalId: string, n: TrancheNumber, body: TrancheCorrect): Promise<Project> {
  if (body.releasedOn > indiaDate())
    throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.releaseDateFuture, [{ path: ['body', 'releasedOn'], message: PROJECT_MESSAGES.releaseDateFuture }]);
  await app.db.transaction(async (tx) => {
    await lockForChange(tx, proposalId, false);
    const current = (await repo.listTranches(tx, [proposalId])).find((t) => t.number === n);
    if (!current) throw new AppError('CONFLICT', keyed('project_trancheNotReleased', { n }));
    if (current.releasedOn === body.releasedOn && current.transactionRef === body.transactionRef)
      throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.trancheUnchanged, [{ path: ['body', 'transactionRef'], message: PROJECT_MESSAGES.trancheUnchanged }]);
    await repo.updateTranche(tx, proposalId, n, { releasedOn: body.releasedOn, transactionRef: body.transactionRef });
    await repo.bumpPublicStamp(tx);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'PROJECT_TRANCHE_CORRECTED',
      entityType: 'proposal',
      entityId: proposalId,
      before: { tranche: n, releasedOn: current.releasedOn, transactionRef: current.transactionRef },
      after: {
        tranche: n,
        releasedOn: body.releasedOn,
        transactionRef: body.transactionRef,
        reason: body.reason,
        ...historyNote('trancheCorrected', {
          n,
          fromDate: current.releasedOn,
          fromRef: current.transactionRef,
          date: body.releasedOn,
          ref: body.transactionRef,
          reason: body.reason,
        }),
      },
    });
  });
  return projectView(app, proposalId);
}
