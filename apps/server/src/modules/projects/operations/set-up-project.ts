import { formatRupees, grantOf, historyNote, MESSAGES, PROJECT_MESSAGES, PROJECT_SHARE_PERCENT } from '@portal/shared';
import type { Project, ProjectSetup } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { lockProposal } from '../../proposals/index.js';
import { projectNews } from '../projects.mails.js';
import * as repo from '../projects.repo.js';
import { checkAgainstRequested } from '../requested-cost.js';
import { scheduleReportReminders } from './report-reminders.js';
import { tellGrantees } from './tell-grantees.js';
import { schemeOf } from './project-access.js';
import { projectView } from './project-view.js';

/** `PUT /admin/projects/{proposalId}`: sets up (or, until the first release or report, changes) the project. */
export async function setUpProject(app: FastifyInstance, admin: SessionUser, proposalId: string, body: ProjectSetup): Promise<Project> {
  const created = await app.db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, proposalId);
    if (!proposal) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    const scheme = schemeOf(proposal);
    if (!scheme || proposal.status !== 'APPROVED') throw new AppError('CONFLICT', PROJECT_MESSAGES.notFundingApproved);
    const current = await repo.lockProject(tx, proposalId);
    if (current && ((await repo.listTranches(tx, [proposalId])).length > 0 || (await repo.countReports(tx, proposalId)) > 0)) {
      throw new AppError('CONFLICT', PROJECT_MESSAGES.termsFixed);
    }
    checkAgainstRequested(proposal.projectCost, body);
    const share = PROJECT_SHARE_PERCENT[scheme];
    const grant = grantOf(body.approvedCost, share);
    await repo.upsertProject(tx, {
      proposalId,
      approvedCost: body.approvedCost,
      sharePercent: share,
      grant,
      startDate: body.startDate,
      milestones: body.milestones,
      createdBy: admin.id,
    });
    await scheduleReportReminders(tx, proposalId, body.startDate, body.milestones);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'PROJECT_SET_UP',
      entityType: 'proposal',
      entityId: proposalId,
      before: current ? { approvedCost: current.approvedCost, startDate: current.startDate, milestones: current.milestones.length } : null,
      after: {
        approvedCost: body.approvedCost,
        grant,
        share,
        startDate: body.startDate,
        milestones: body.milestones.length,
        // What the application asked for, and why less was sanctioned (docs/architecture.md#the-applications-money).
        requestedCost: proposal.projectCost,
        ...(body.reductionReason ? { reductionReason: body.reductionReason } : {}),
        ...historyNote(
          'projectSetUp',
          { cost: body.approvedCost, grant, share, date: body.startDate, milestones: body.milestones.length },
          { cost: formatRupees(body.approvedCost), grant: formatRupees(grant) },
        ),
      },
    });
    if (!current)
      await tellGrantees(app, tx, proposalId, proposal.userId, projectNews.setUp({ title: proposal.title, grant, milestones: body.milestones.length }));
    return !current;
  });
  if (created) app.mailer.wake();
  return projectView(app, proposalId);
}
