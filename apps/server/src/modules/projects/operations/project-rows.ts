import { indiaDate } from '@portal/shared';
import type { ProjectRow, ProjectTotals } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { cancelledTotal, nextReport, owedReports, releasedTotal, trancheDue } from '../project-rules.js';
import * as repo from '../projects.repo.js';
import { factsOf } from './project-facts.js';
import { schemeOf } from './project-access.js';

/** Every project (or the user's, as owner or collaborator) as list rows. */
export async function projectRows(app: FastifyInstance, userId?: string): Promise<ProjectRow[]> {
  return rowsOf(app, await repo.listProjects(app.db, userId));
}

/** The list rows of these projects, by the rules (their tranches and reports read in two queries). */
export async function rowsOf(app: FastifyInstance, list: Awaited<ReturnType<typeof repo.listProjects>>): Promise<ProjectRow[]> {
  const db = app.db;
  const ids = list.map((r) => r.project.proposalId);
  const [tranches, reports] = await Promise.all([repo.listTranches(db, ids), repo.listReports(db, ids)]);
  const today = indiaDate();
  return list.map((row) => {
    const { project } = row;
    const facts = factsOf(
      project,
      tranches.filter((t) => t.proposalId === project.proposalId),
      reports.filter((r) => r.proposalId === project.proposalId),
      row.proposalStatus,
    );
    const released = releasedTotal(facts);
    const next = project.milestones.findIndex((_, i) => facts.milestoneReports[i] !== 'ACCEPTED');
    return {
      proposalId: project.proposalId,
      title: row.title,
      scheme: schemeOf(row)!,
      orgName: row.orgName,
      grant: project.grant,
      released,
      pending: facts.withdrawn ? 0 : project.grant - released,
      withdrawn: facts.withdrawn,
      cancelled: cancelledTotal(facts),
      startDate: project.startDate,
      agreement: facts.agreement,
      nextMilestone: next >= 0 ? { index: next, title: project.milestones[next]!.title, dueDate: project.milestones[next]!.dueDate } : null,
      nextReport: nextReport(facts, today),
      overdueReports: owedReports(facts, today).filter((r) => r.overdue).length,
      trancheDue: trancheDue(facts),
    };
  });
}

/** The totals of listed projects: a withdrawn project's cancelled tranches are not sanctioned money. */
export function totalsOf(rows: ProjectRow[]): ProjectTotals {
  let sanctioned = 0;
  let released = 0;
  let cancelled = 0;
  for (const r of rows) {
    sanctioned += r.grant - r.cancelled;
    released += r.released;
    cancelled += r.cancelled;
  }
  return { count: rows.length, withdrawn: rows.filter((r) => r.withdrawn).length, sanctioned, released, pending: sanctioned - released, cancelled };
}
