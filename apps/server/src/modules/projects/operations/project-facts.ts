import { keyed, type KeyedMessage, type MessageParams, type Quarter, quarterLabel } from '@portal/shared';
import type { ReportStatus } from '@portal/shared/schemas';
import type { ProjectRecord } from '../../../db/schema/index.js';
import type { ProjectFacts } from '../project-rules.js';
import type * as repo from '../projects.repo.js';

/** The facts the rules read, from a project's rows and its proposal's status. */
export function factsOf(project: ProjectRecord, tranches: repo.TrancheRow[], reports: repo.ReportRow[], proposalStatus: string): ProjectFacts {
  const milestoneReports: (ReportStatus | null)[] = project.milestones.map(() => null);
  const quarterReports = new Map<string, ReportStatus>();
  for (const r of reports) {
    if (r.type === 'MILESTONE' && r.milestoneIndex !== null && r.milestoneIndex < milestoneReports.length)
      milestoneReports[r.milestoneIndex] = r.status as ReportStatus;
    if (r.type === 'QUARTERLY' && r.quarter) quarterReports.set(r.quarter, r.status as ReportStatus);
  }
  return {
    grant: project.grant,
    startDate: project.startDate,
    milestones: project.milestones,
    agreement: project.agreementFileId !== null,
    released: new Map(tranches.map((t) => [t.number, { amount: t.amount, releasedOn: t.releasedOn, transactionRef: t.transactionRef }])),
    milestoneReports,
    quarterReports,
    withdrawn: proposalStatus !== 'APPROVED',
  };
}

/** A report named in words, e.g. "the report of milestone 1". */
/** A report in a history note's values: by its milestone's number or its quarter's code (decision 228). */
export const reportParams = (r: { type: string; milestoneIndex: number | null; quarter: string | null }): MessageParams =>
  r.type === 'MILESTONE' ? { milestone: (r.milestoneIndex ?? 0) + 1 } : { quarter: r.quarter ?? '' };
/** A report named by catalogue key, e.g. "report of milestone 1": a notification's value the web words in the reader's language. */
export const reportWhat = (r: { type: string; milestoneIndex: number | null; quarter: string | null }): KeyedMessage =>
  r.type === 'MILESTONE'
    ? keyed('projectReportOfMilestone', { n: (r.milestoneIndex ?? 0) + 1 })
    : keyed('projectQuarterlyReport', { quarter: quarterLabel(r.quarter as Quarter) });
export const reportName = (r: { type: string; milestoneIndex: number | null; quarter: string | null }) => reportWhat(r).message;
