import { formatRupees, historyNote, indiaDate, keyed, PROJECT_MESSAGES, type TrancheNumber, tranchesOf } from '@portal/shared';
import type { Project, TrancheRelease } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { exceedsGrant, trancheUnmet } from '../project-rules.js';
import { projectNews } from '../projects.mails.js';
import * as repo from '../projects.repo.js';
import { factsOf } from './project-facts.js';
import { tellGrantees } from './tell-grantees.js';
import { lockForChange } from './project-access.js';
import { projectView } from './project-view.js';

/**
 * `POST /admin/projects/{proposalId}/tranches/{n}/release`: under the project's row lock, so two
 * releases at once are decided one after the other: the second sees the first. Refused (409) with
 * the unmet condition; the released total never exceeds the grant.
 */
export async function releaseTranche(app: FastifyInstance, admin: SessionUser, proposalId: string, n: TrancheNumber, body: TrancheRelease): Promise<Project> {
  if (body.releasedOn > indiaDate())
    throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.releaseDateFuture, [{ path: ['body', 'releasedOn'], message: PROJECT_MESSAGES.releaseDateFuture }]);
  await app.db.transaction(async (tx) => {
    const { proposal, project } = await lockForChange(tx, proposalId, true);
    const facts = factsOf(project, await repo.listTranches(tx, [proposalId]), await repo.listReports(tx, [proposalId]), proposal.status);
    if (facts.released.has(n)) throw new AppError('CONFLICT', keyed('project_trancheAlreadyReleased', { n }));
    const unmet = trancheUnmet(n, facts);
    if (unmet) throw new AppError('CONFLICT', unmet);
    const amount = tranchesOf(project.grant)[n - 1]!;
    // The rows as stored are summed, not the shares: a row written another way (a migration, an old
    // grant) can never take the released total past the grant.
    if (exceedsGrant(facts, amount)) throw new AppError('CONFLICT', PROJECT_MESSAGES.trancheExceedsGrant);
    await repo.insertTranche(tx, { proposalId, number: n, amount, releasedOn: body.releasedOn, transactionRef: body.transactionRef, releasedBy: admin.id });
    await repo.bumpPublicStamp(tx);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'PROJECT_TRANCHE_RELEASED',
      entityType: 'proposal',
      entityId: proposalId,
      before: null,
      after: {
        tranche: n,
        amount,
        releasedOn: body.releasedOn,
        transactionRef: body.transactionRef,
        ...historyNote('tranche', { n, amount, date: body.releasedOn, ref: body.transactionRef }, { amount: formatRupees(amount) }),
      },
    });
    await tellGrantees(
      app,
      tx,
      proposalId,
      proposal.userId,
      projectNews.released({ title: proposal.title, n, amount, releasedOn: body.releasedOn, transactionRef: body.transactionRef }),
    );
  });
  app.mailer.wake();
  return projectView(app, proposalId);
}
