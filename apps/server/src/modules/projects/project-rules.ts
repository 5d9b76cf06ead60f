import {
  addDays,
  fillMessage,
  keyed,
  type KeyedMessage,
  midpointMilestones,
  PROJECT_MESSAGES,
  projectQuarters,
  type Quarter,
  quarterFirstDay,
  quarterReportDue,
  REPORT_REMINDER_DAYS,
  TRANCHE_CONDITIONS,
  TRANCHE_NUMBERS,
  tranchePercent,
  tranchesOf,
  type TrancheNumber,
} from '@portal/shared';
import type { NextReport, ProjectQuarter, ProjectTranche, ReportStatus } from '@portal/shared/schemas';
import type { StoredMilestone } from '../../db/schema/index.js';

/**
 * The rules of a funded project (docs/architecture.md#funded-projects, decision 160) as pure
 * functions of what is stored and today's date in India: which tranche may be released, which
 * reports are due. The service decides with them under the project's row lock; the views show them.
 */
export type ProjectFacts = {
  grant: number;
  startDate: string;
  milestones: readonly StoredMilestone[];
  agreement: boolean;
  /** Released tranches by number. */
  released: ReadonlyMap<number, { amount: number; releasedOn: string; transactionRef: string }>;
  /** The state of each milestone's report (null: none), and of each quarter's. */
  milestoneReports: readonly (ReportStatus | null)[];
  quarterReports: ReadonlyMap<string, ReportStatus>;
  /** Its proposal is no longer APPROVED: nothing more is released or owed (decision 208). */
  withdrawn: boolean;
};

const milestoneName = (i: number, m: StoredMilestone | undefined) => `Milestone ${i + 1}${m ? ` "${m.title}"` : ''}`;

/**
 * Why tranche `n` cannot be released now, or null when its condition holds. Releasing twice is the caller's
 * check. By key (decision 228): the milestones by number for the web, which names them in its language;
 * by name in the English.
 */
export function trancheUnmet(n: TrancheNumber, f: ProjectFacts): KeyedMessage | null {
  if (f.withdrawn) return keyed('project_trancheCancelled');
  if (n > 1 && !f.released.has(n - 1)) return keyed('project_trancheEarlierFirst', { previous: n - 1 });
  if (n === 1) return f.agreement ? null : keyed('project_trancheNeedsAgreement');
  if (n === 2) {
    const waiting = midpointMilestones(
      f.startDate,
      f.milestones.map((m) => m.dueDate),
    ).filter((i) => f.milestoneReports[i] !== 'ACCEPTED');
    return waiting.length === 0
      ? null
      : keyed(
          'project_trancheNeedsMidpoint',
          { milestones: waiting.map((i) => i + 1).join(', ') },
          { milestones: waiting.map((i) => milestoneName(i, f.milestones[i])).join(', ') },
        );
  }
  const last = f.milestones.length - 1;
  return f.milestoneReports[last] === 'ACCEPTED'
    ? null
    : keyed('project_trancheNeedsCompletion', { milestone: last + 1 }, { milestone: milestoneName(last, f.milestones[last]) });
}

export function releasedTotal(f: Pick<ProjectFacts, 'released'>): number {
  let sum = 0;
  for (const t of f.released.values()) sum += t.amount;
  return sum;
}

/** Whether releasing `amount` more would take the released total past the grant (stored rows, not the shares, are summed). */
export function exceedsGrant(f: Pick<ProjectFacts, 'released' | 'grant'>, amount: number): boolean {
  return releasedTotal(f) + amount > f.grant;
}

/** The amount of the tranches a withdrawal cancelled: what was not released (0 while the project runs). */
export function cancelledTotal(f: Pick<ProjectFacts, 'released' | 'grant' | 'withdrawn'>): number {
  return f.withdrawn ? Math.max(0, f.grant - releasedTotal(f)) : 0;
}

export function tranchesView(f: ProjectFacts): ProjectTranche[] {
  const amounts = tranchesOf(f.grant);
  return TRANCHE_NUMBERS.map((n) => {
    const done = f.released.get(n);
    const unmet = done ? null : trancheUnmet(n, f);
    return {
      number: n,
      percent: tranchePercent(n),
      amount: done?.amount ?? amounts[n - 1]!,
      condition: TRANCHE_CONDITIONS[n],
      conditionMet: !done && unmet === null,
      unmet: unmet?.message ?? null,
      unmetMessage: unmet ? { key: unmet.key, params: unmet.params } : null,
      releasedOn: done?.releasedOn ?? null,
      transactionRef: done?.transactionRef ?? null,
      cancelled: !done && f.withdrawn,
    };
  });
}

/** The first tranche whose condition holds and is not released yet. */
export function trancheDue(f: ProjectFacts): number | null {
  return TRANCHE_NUMBERS.find((n) => !f.released.has(n) && trancheUnmet(n, f) === null) ?? null;
}

export function endDate(f: Pick<ProjectFacts, 'startDate' | 'milestones'>): string {
  return f.milestones[f.milestones.length - 1]?.dueDate ?? f.startDate;
}

/** Complete: the final milestone's report is accepted. Nothing more is reported after that. */
export function isComplete(f: Pick<ProjectFacts, 'milestones' | 'milestoneReports'>): boolean {
  return f.milestones.length > 0 && f.milestoneReports[f.milestones.length - 1] === 'ACCEPTED';
}

/** The quarters the project reports on; once it is complete, only those it reported on (none is owed). */
export function quartersView(f: ProjectFacts): ProjectQuarter[] {
  const complete = isComplete(f);
  return projectQuarters(f.startDate, endDate(f))
    .map((quarter) => ({
      quarter,
      dueDate: quarterReportDue(quarter),
      opensOn: quarterFirstDay(quarter),
      reportStatus: f.quarterReports.get(quarter) ?? null,
    }))
    .filter((q) => !complete || q.reportStatus !== null);
}

/** Whether a quarter's progress report may be submitted today: a quarter of the project that has begun (India time). */
export function quarterUnopened(f: ProjectFacts, quarter: Quarter, today: string): string | null {
  if (isComplete(f)) return PROJECT_MESSAGES.reportProjectComplete;
  if (!projectQuarters(f.startDate, endDate(f)).includes(quarter)) return fillMessage(PROJECT_MESSAGES.reportQuarterOutside, { quarter });
  const from = quarterFirstDay(quarter);
  return from > today ? fillMessage(PROJECT_MESSAGES.reportQuarterNotOpen, { quarter, from }) : null;
}

/** A report the grantee still owes (none submitted, or changes asked), with its due date. */
export type OwedReport = NextReport & { key: string };

export function owedReports(f: ProjectFacts, today: string): OwedReport[] {
  // A withdrawn project reports no more.
  if (f.withdrawn) return [];
  const owes = (s: ReportStatus | null | undefined) => s === null || s === undefined || s === 'CHANGES_REQUESTED';
  const out: OwedReport[] = [];
  f.milestones.forEach((m, i) => {
    if (owes(f.milestoneReports[i]))
      out.push({ key: `M${i}`, type: 'MILESTONE', milestoneIndex: i, quarter: null, dueDate: m.dueDate, overdue: m.dueDate < today });
  });
  // Quarters stop with the last milestone's acceptance (quartersView lists none unreported then).
  const complete = isComplete(f);
  for (const q of quartersView(f)) {
    if (!complete && owes(q.reportStatus))
      out.push({ key: q.quarter, type: 'QUARTERLY', milestoneIndex: null, quarter: q.quarter, dueDate: q.dueDate, overdue: q.dueDate < today });
  }
  return out.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

export function nextReport(f: ProjectFacts, today: string): NextReport | null {
  const first = owedReports(f, today)[0];
  if (!first) return null;
  const { key: _key, ...rest } = first;
  return rest;
}

/** The reports due within a week (from today to today + 7 days): each is reminded of once. */
export function reportsToRemind(f: ProjectFacts, today: string): OwedReport[] {
  const until = addDays(today, REPORT_REMINDER_DAYS);
  return owedReports(f, today).filter((r) => r.dueDate >= today && r.dueDate <= until);
}
