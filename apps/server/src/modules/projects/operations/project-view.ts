import { indiaDate, proposalKindOf, type Quarter } from '@portal/shared';
import type { Project, ReportStatus } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { endDate, nextReport, quartersView, releasedTotal, tranchesView } from '../project-rules.js';
import * as repo from '../projects.repo.js';
import { factsOf } from './project-facts.js';
import { missing, schemeOf } from './project-access.js';
import { outputsOf } from './project-outputs.js';
import { publicSummaryOf } from './public-summary.js';

/** `GET /projects/{proposalId}` after the access check. */
export async function projectView(app: FastifyInstance, proposalId: string): Promise<Project> {
  const db = app.db;
  const row = await repo.findProject(db, proposalId);
  if (!row) throw missing();
  const { project } = row;
  const [tranches, reports] = await Promise.all([repo.listTranches(db, [proposalId]), repo.listReports(db, [proposalId])]);
  const entries = await repo.listEntries(
    db,
    reports.map((r) => r.id),
  );
  const facts = factsOf(project, tranches, reports, row.proposalStatus);
  const today = indiaDate();
  const kind = proposalKindOf(row.category, row.type)!;
  const milestones = project.milestones.map((m, index) => ({ index, ...m, reportStatus: facts.milestoneReports[index] ?? null }));
  const agreementName = project.agreementFileId ? await repo.agreementFileName(db, project.agreementFileId) : null;
  return {
    proposalId,
    title: row.title,
    scheme: schemeOf(row)!,
    approvedCost: project.approvedCost,
    share: project.sharePercent,
    grant: project.grant,
    released: releasedTotal(facts),
    withdrawn: facts.withdrawn,
    startDate: project.startDate,
    endDate: endDate(facts),
    milestones,
    agreement:
      project.agreementFileId && agreementName !== null
        ? { ...app.storage.ref(project.agreementFileId, agreementName), uploadedAt: project.agreementUploadedAt!.toISOString() }
        : null,
    tranches: tranchesView(facts),
    reports: reports.map((r) => ({
      id: r.id,
      type: r.type as 'MILESTONE' | 'QUARTERLY',
      milestoneIndex: r.milestoneIndex,
      quarter: r.quarter as Quarter | null,
      status: r.status as ReportStatus,
      submittedAt: r.createdAt.toISOString(),
      publicSummary: publicSummaryOf(r),
      entries: entries
        .filter((e) => e.reportId === r.id)
        .map((e) => ({
          action: e.action as 'SUBMITTED' | 'ACCEPTED' | 'CHANGES_REQUESTED',
          at: e.createdAt.toISOString(),
          by: e.authorName === null ? null : { name: e.authorName, isAdmin: (e.authorRoles ?? []).includes('ADMIN') },
          text: e.text,
          document: e.fileId && e.fileName !== null ? app.storage.ref(e.fileId, e.fileName) : null,
        })),
    })),
    quarters: quartersView(facts),
    nextMilestone: milestones.find((m) => m.reportStatus !== 'ACCEPTED') ?? null,
    nextReport: nextReport(facts, today),
    detailPath: kind.detailPath(proposalId),
    adminDetailPath: kind.adminDetailPath(proposalId),
    publicSummary: publicSummaryOf(project),
    outputs: await outputsOf(db, proposalId),
  };
}
