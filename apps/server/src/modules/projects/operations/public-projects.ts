import { indiaDate, PROJECT_MESSAGES, PROPOSAL_KINDS } from '@portal/shared';
import type { PublicMilestoneStatus, PublicProject, PublicProjectRow, PublicProjectsQuery } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { collaboratorsOf } from '../../proposals/index.js';
import { roundsOf } from '../../rounds/index.js';
import * as repo from '../projects.repo.js';
import { schemeOf } from './project-access.js';
import { outputsOf } from './project-outputs.js';

type PublicRecord = NonNullable<Awaited<ReturnType<typeof repo.publicByReference>>>;

function rowOf(r: PublicRecord): PublicProjectRow {
  return {
    reference: r.reference!,
    title: r.title,
    scheme: schemeOf(r)!,
    organisation: r.orgName,
    focusAreas: r.focusArea,
    grant: r.grant,
    released: Number(r.released),
    startDate: r.startDate,
    agreedOn: indiaDate(r.agreedAt!),
    withdrawn: r.proposalStatus !== 'APPROVED',
  };
}

/**
 * The partner organisations: the collaborators' organisations, each once (compared without case and
 * spacing), the recipient's own left out; by name only, never the people.
 */
export function partnerOrganisations(recipient: string | null, collaborators: readonly { organization: string | null }[]): string[] {
  const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  const seen = new Set(recipient ? [key(recipient)] : []);
  const out: string[] = [];
  for (const { organization } of collaborators) {
    if (!organization?.trim() || seen.has(key(organization))) continue;
    seen.add(key(organization));
    out.push(organization.trim().replace(/\s+/g, ' '));
  }
  return out.sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * `GET /public/projects`: funded projects from their agreement on, filtered and paged in SQL; only the
 * contract's fields (a withdrawn project stays, and says so).
 */
export async function listPublicProjects(app: FastifyInstance, q: PublicProjectsQuery): Promise<{ rows: PublicProjectRow[]; total: number }> {
  const kind = q.scheme ? PROPOSAL_KINDS[q.scheme] : undefined;
  const { rows, total } = await repo.publicPage(
    app.db,
    { scheme: kind ? { category: kind.category, type: kind.type } : undefined, focusArea: q.focusArea, year: q.year },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
  );
  return { rows: rows.map(rowOf), total };
}

/** `GET /public/projects/{reference}`: the page's facts, the approved summaries only (the project's and its reports'), and each milestone's public status. */
export async function publicProject(app: FastifyInstance, reference: string): Promise<PublicProject> {
  const r = await repo.publicByReference(app.db, reference);
  if (!r) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectMissing);
  const [reports, summaries, outputs, collaborators, rounds] = await Promise.all([
    repo.listReports(app.db, [r.proposalId]),
    repo.approvedReportSummaries(app.db, r.proposalId),
    outputsOf(app.db, r.proposalId),
    collaboratorsOf(app.db, r.proposalId),
    roundsOf(app.db, [r.proposalId]),
  ]);
  const today = indiaDate();
  const statusOf = (index: number, dueDate: string): PublicMilestoneStatus => {
    const report = reports.find((x) => x.type === 'MILESTONE' && x.milestoneIndex === index);
    if (report?.status === 'ACCEPTED') return 'VALIDATED';
    if (report?.status === 'SUBMITTED') return 'REPORTED';
    return dueDate < today ? 'OVERDUE' : 'UPCOMING';
  };
  return {
    ...rowOf(r),
    partners: partnerOrganisations(r.orgName, collaborators),
    round: rounds.get(r.proposalId)?.name ?? null,
    approvedCost: r.approvedCost,
    summary: r.summary === null ? null : { text: r.summary, textHi: r.summaryHi },
    milestones: r.milestones.map((m, i) => ({ title: m.title, dueDate: m.dueDate, status: statusOf(i, m.dueDate) })),
    outputs: outputs.map(({ id: _id, ...o }) => o),
    reports: summaries.map((s) => ({
      type: s.type as 'MILESTONE' | 'QUARTERLY',
      milestoneIndex: s.milestoneIndex,
      quarter: s.quarter,
      approvedOn: indiaDate(s.approvedAt!),
      text: s.text!,
      textHi: s.textHi,
    })),
  };
}
