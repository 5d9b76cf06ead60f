import { historyNote, indiaDate, notice, PROJECT_MESSAGES, PROJECT_PATHS, type Quarter } from '@portal/shared';
import type { Project, ReportSubmit } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { notify } from '../../notifications/index.js';
import { adminIds } from '../../users/index.js';
import { quarterUnopened } from '../project-rules.js';
import * as repo from '../projects.repo.js';
import { factsOf, reportName, reportParams, reportWhat } from './project-facts.js';
import { lockForChange } from './project-access.js';
import { projectView } from './project-view.js';

/**
 * `POST /projects/{proposalId}/reports`: a milestone report or a quarter's progress report, with its
 * document. A report the admin asked changes to is submitted again (its thread grows); one submitted
 * and awaiting review, or accepted, is a 409. A public summary sent with it is the report's next version
 * of it (one not sent keeps the last), approved only with the report (decision 262).
 */
export async function submitReport(app: FastifyInstance, viewer: SessionUser, proposalId: string, input: ReportSubmit, file: UploadedFile): Promise<Project> {
  await app.db.transaction(async (tx) => {
    const { proposal, project } = await lockForChange(tx, proposalId, true);
    const facts = factsOf(project, [], [], proposal.status);
    if (input.type === 'MILESTONE' && input.milestoneIndex >= project.milestones.length) {
      throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.reportMilestoneUnknown, [
        { path: ['body', 'milestoneIndex'], message: PROJECT_MESSAGES.reportMilestoneUnknown },
      ]);
    }
    if (input.type === 'QUARTERLY') {
      const closed = quarterUnopened(facts, input.quarter as Quarter, indiaDate());
      if (closed) throw new AppError('CONFLICT', closed);
    }
    const key = input.type === 'MILESTONE' ? { milestoneIndex: input.milestoneIndex } : { quarter: input.quarter };
    let report = await repo.findReportFor(tx, proposalId, key);
    if (report?.status === 'SUBMITTED') throw new AppError('CONFLICT', PROJECT_MESSAGES.reportAlreadyPending);
    if (report?.status === 'ACCEPTED') throw new AppError('CONFLICT', PROJECT_MESSAGES.reportAlreadyAccepted);
    await app.uploadQuota.charge(tx, viewer.id, file.data.length);
    const fileId = await app.storage.put(tx, {
      ownerId: viewer.id,
      purpose: 'projectReport',
      originalName: file.fileName,
      contentType: file.contentType,
      data: file.data,
    });
    if (report) await repo.setReportStatus(tx, report.id, 'SUBMITTED');
    else
      report = await repo.insertReport(tx, {
        proposalId,
        type: input.type,
        milestoneIndex: input.type === 'MILESTONE' ? input.milestoneIndex : null,
        quarter: input.type === 'QUARTERLY' ? input.quarter : null,
        status: 'SUBMITTED',
      });
    if (input.publicSummary) await repo.saveReportSummary(tx, report.id, input.publicSummary, input.publicSummaryHi ?? null);
    await repo.insertEntry(tx, { reportId: report.id, authorId: viewer.id, action: 'SUBMITTED', text: input.text, fileId });
    // The public page shows the milestone as reported (decision 261): the pages kept against the public stamp are drawn again.
    await repo.bumpPublicStamp(tx);
    const what = reportName(report);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'PROJECT_REPORT_SUBMITTED',
      entityType: 'proposal',
      entityId: proposalId,
      before: null,
      after: {
        reportId: report.id,
        type: report.type,
        milestoneIndex: report.milestoneIndex,
        quarter: report.quarter,
        ...historyNote('reportSubmitted', reportParams(report), { what }),
      },
    });
    for (const userId of await adminIds(tx)) {
      await notify(tx, {
        userId,
        kind: 'PROJECT',
        title: notice('projectReportNoticeTitle', { title: proposal.title }),
        body: notice('projectReportNoticeBody', { what: reportWhat(report) }),
        link: PROJECT_PATHS.adminProject(proposalId),
      });
    }
  });
  return projectView(app, proposalId);
}
