import { historyNote, MESSAGES, PROJECT_MESSAGES } from '@portal/shared';
import type { Project, ReportReview } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { projectNews } from '../projects.mails.js';
import * as repo from '../projects.repo.js';
import { reportParams, reportWhat } from './project-facts.js';
import { tellGrantees } from './tell-grantees.js';
import { lockForChange } from './project-access.js';
import { projectView } from './project-view.js';

/**
 * `POST /admin/projects/{proposalId}/reports/{reportId}/review`: accepts a submitted report, or asks for
 * changes with a message. Accepting a report with a public summary approves the version the admin read
 * (`summaryVersion`); none given or an older one is a 409.
 */
export async function reviewReport(app: FastifyInstance, admin: SessionUser, proposalId: string, reportId: string, body: ReportReview): Promise<Project> {
  await app.db.transaction(async (tx) => {
    // Accepting the final report opens tranche 3: a withdrawn project's reports are reviewed no more.
    const { proposal } = await lockForChange(tx, proposalId, true);
    const report = await repo.findReport(tx, proposalId, reportId);
    if (!report) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    if (report.status !== 'SUBMITTED') throw new AppError('CONFLICT', PROJECT_MESSAGES.reportNotAwaitingReview);
    const accepted = body.decision === 'ACCEPTED';
    // Accepting approves the public summary with the report: only the version the admin read (decision 262).
    // The report's row is read after the project's lock, so a resubmission in between is seen here.
    const summaryPending = report.publicSummary !== null && report.approvedSummaryVersion !== report.publicSummaryVersion;
    if (accepted && summaryPending && body.summaryVersion !== report.publicSummaryVersion)
      throw new AppError('CONFLICT', PROJECT_MESSAGES.publicSummaryChanged);
    await repo.setReportStatus(tx, report.id, body.decision);
    if (accepted && summaryPending) await repo.approveReportSummary(tx, report.id, admin.id);
    await repo.insertEntry(tx, { reportId: report.id, authorId: admin.id, action: body.decision, text: body.message ?? '', fileId: null });
    // The public page shows the milestone's status and the approved summary (decision 261): the pages kept against the public stamp are drawn again.
    await repo.bumpPublicStamp(tx);
    const what = reportWhat(report);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'PROJECT_REPORT_REVIEWED',
      entityType: 'proposal',
      entityId: proposalId,
      before: { reportId: report.id, status: report.status },
      after: {
        reportId: report.id,
        status: body.decision,
        ...(body.message ? { message: body.message } : {}),
        ...(accepted && summaryPending ? { publicSummaryVersion: report.publicSummaryVersion } : {}),
        ...(body.message
          ? historyNote(accepted ? 'reportAcceptedWith' : 'reportChangesWith', { ...reportParams(report), message: body.message }, { what: what.message })
          : historyNote(accepted ? 'reportAccepted' : 'reportChanges', reportParams(report), { what: what.message })),
      },
    });
    const news = accepted
      ? projectNews.accepted({ title: proposal.title, what })
      : projectNews.changes({ title: proposal.title, what, message: body.message! });
    await tellGrantees(app, tx, proposalId, proposal.userId, news);
  });
  app.mailer.wake();
  return projectView(app, proposalId);
}
