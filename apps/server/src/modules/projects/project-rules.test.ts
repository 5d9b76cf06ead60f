import { PROJECT_MESSAGES, type TrancheNumber } from '@portal/shared';
import type { ReportStatus } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  cancelledTotal,
  endDate,
  exceedsGrant,
  isComplete,
  nextReport,
  owedReports,
  type ProjectFacts,
  quartersView,
  quarterUnopened,
  releasedTotal,
  reportsToRemind,
  trancheDue,
  tranchesView,
  trancheUnmet,
} from './project-rules.js';

/**
 * The rules of a funded project as pure functions (decision 160): which tranche may go, which report is
 * owed. A project from 15 January 2026 to 15 December 2026 (midpoint 1 July): milestones due 1 March
 * and 1 June (before the midpoint: tranche 2 waits for both) and 15 December (the final one).
 */
const MILESTONES = [
  { title: 'Lab trials', dueDate: '2026-03-01', deliverable: 'Trial report' },
  { title: 'Pilot design', dueDate: '2026-06-01', deliverable: 'Design dossier' },
  { title: 'Final report', dueDate: '2026-12-15', deliverable: 'Completion report' },
];
type Released = ProjectFacts['released'] extends ReadonlyMap<number, infer V> ? V : never;

function facts(over: Partial<ProjectFacts> = {}): ProjectFacts {
  return {
    grant: 600_000,
    startDate: '2026-01-15',
    milestones: MILESTONES,
    agreement: true,
    released: new Map<number, Released>(),
    milestoneReports: [null, null, null],
    quarterReports: new Map<string, ReportStatus>(),
    withdrawn: false,
    ...over,
  };
}
const paid = (...ns: number[]) =>
  new Map<number, Released>(ns.map((n) => [n, { amount: n === 3 ? 120_000 : 240_000, releasedOn: '2026-02-01', transactionRef: `UTR-${n}` }]));
const accepted = (...idx: number[]): ReportStatus[] => MILESTONES.map((_, i) => (idx.includes(i) ? 'ACCEPTED' : null)) as ReportStatus[];

/** The English of why a tranche waits, as API clients read it. */
const unmetText = (n: TrancheNumber, f: ProjectFacts) => trancheUnmet(n, f)?.message ?? null;

describe('trancheUnmet', () => {
  it('names what a tranche waits for by key, the milestones by number (decision 228)', () => {
    expect(trancheUnmet(2, facts({ released: paid(1), milestoneReports: ['ACCEPTED', 'SUBMITTED', null] }))).toMatchObject({
      key: 'project_trancheNeedsMidpoint',
      params: { milestones: '2' },
    });
    expect(trancheUnmet(3, facts({ released: paid(1, 2), milestoneReports: accepted(0, 1) }))).toMatchObject({
      key: 'project_trancheNeedsCompletion',
      params: { milestone: 3 },
    });
    expect(trancheUnmet(2, facts({ milestoneReports: accepted(0, 1, 2) }))).toMatchObject({ key: 'project_trancheEarlierFirst', params: { previous: 1 } });
  });

  it('tranche 1 waits for the agreement only', () => {
    expect(unmetText(1, facts({ agreement: false }))).toBe(PROJECT_MESSAGES.trancheNeedsAgreement);
    expect(unmetText(1, facts())).toBeNull();
  });

  it('tranche 2 and 3 wait for the one before them', () => {
    expect(unmetText(2, facts({ milestoneReports: accepted(0, 1, 2) }))).toBe('Release tranche 1 first');
    expect(unmetText(3, facts({ released: paid(1), milestoneReports: accepted(0, 1, 2) }))).toBe('Release tranche 2 first');
  });

  it('tranche 2 waits for every milestone due by the midpoint, naming those not accepted', () => {
    expect(unmetText(2, facts({ released: paid(1) }))).toBe(
      'Tranche 2 waits for validated milestones: Milestone 1 "Lab trials", Milestone 2 "Pilot design" not accepted yet',
    );
    expect(unmetText(2, facts({ released: paid(1), milestoneReports: ['ACCEPTED', 'SUBMITTED', null] }))).toBe(
      'Tranche 2 waits for validated milestones: Milestone 2 "Pilot design" not accepted yet',
    );
    expect(unmetText(2, facts({ released: paid(1), milestoneReports: accepted(0, 1) }))).toBeNull();
  });

  it('tranche 2 waits for the first milestone when none is due by the midpoint', () => {
    const late = [
      { title: 'Only half', dueDate: '2026-10-01', deliverable: 'x' },
      { title: 'End', dueDate: '2026-12-15', deliverable: 'y' },
    ];
    expect(unmetText(2, facts({ milestones: late, released: paid(1), milestoneReports: [null, null] }))).toContain('Milestone 1 "Only half"');
    expect(unmetText(2, facts({ milestones: late, released: paid(1), milestoneReports: ['ACCEPTED', null] }))).toBeNull();
  });

  it('tranche 3 waits for the final milestone report accepted', () => {
    const f = facts({ released: paid(1, 2), milestoneReports: accepted(0, 1) });
    expect(unmetText(3, f)).toBe('Tranche 3 waits for completion: the final milestone report (Milestone 3 "Final report") is not accepted yet');
    expect(unmetText(3, { ...f, milestoneReports: ['ACCEPTED', 'ACCEPTED', 'CHANGES_REQUESTED'] })).not.toBeNull();
    expect(unmetText(3, { ...f, milestoneReports: accepted(0, 1, 2) })).toBeNull();
  });

  it('nothing is released on a withdrawn project, whatever holds', () => {
    const all = accepted(0, 1, 2);
    expect(unmetText(1, facts({ withdrawn: true, milestoneReports: all }))).toBe(PROJECT_MESSAGES.trancheCancelled);
    expect(unmetText(2, facts({ withdrawn: true, released: paid(1), milestoneReports: all }))).toBe(PROJECT_MESSAGES.trancheCancelled);
    expect(unmetText(3, facts({ withdrawn: true, released: paid(1, 2), milestoneReports: all }))).toBe(PROJECT_MESSAGES.trancheCancelled);
  });
});

describe('tranches and totals', () => {
  it('shows each tranche: its share of the grant, released ones as stored, the next one releasable', () => {
    const view = tranchesView(facts({ released: paid(1), milestoneReports: accepted(0, 1) }));
    expect(view.map((t) => [t.number, t.percent, t.amount, t.conditionMet, t.releasedOn, t.cancelled])).toEqual([
      [1, 40, 240_000, false, '2026-02-01', false],
      [2, 40, 240_000, true, null, false],
      [3, 20, 120_000, false, null, false],
    ]);
    expect(view[0]!.unmet).toBeNull();
    expect(view[2]!.unmet).toBe('Release tranche 2 first');
  });

  it('a withdrawn project: its unreleased tranches cancelled, none due, their amount cancelled', () => {
    const f = facts({ withdrawn: true, released: paid(1), milestoneReports: accepted(0, 1) });
    expect(tranchesView(f).map((t) => [t.number, t.cancelled, t.conditionMet])).toEqual([
      [1, false, false],
      [2, true, false],
      [3, true, false],
    ]);
    expect(trancheDue(f)).toBeNull();
    expect(cancelledTotal(f)).toBe(360_000);
    expect(cancelledTotal({ ...f, withdrawn: false })).toBe(0);
    expect(cancelledTotal({ ...f, released: paid(1, 2, 3) })).toBe(0);
  });

  it('the tranche due is the first whose condition holds and is not released', () => {
    expect(trancheDue(facts({ agreement: false }))).toBeNull();
    expect(trancheDue(facts())).toBe(1);
    expect(trancheDue(facts({ released: paid(1) }))).toBeNull();
    expect(trancheDue(facts({ released: paid(1), milestoneReports: accepted(0, 1) }))).toBe(2);
    expect(trancheDue(facts({ released: paid(1, 2), milestoneReports: accepted(0, 1, 2) }))).toBe(3);
    expect(trancheDue(facts({ released: paid(1, 2, 3), milestoneReports: accepted(0, 1, 2) }))).toBeNull();
  });

  it('sums the stored releases, and refuses only what would pass the grant', () => {
    expect(releasedTotal(facts())).toBe(0);
    expect(releasedTotal(facts({ released: paid(1, 2) }))).toBe(480_000);
    expect(exceedsGrant(facts({ released: paid(1, 2) }), 120_000)).toBe(false);
    expect(exceedsGrant(facts({ released: paid(1, 2) }), 120_001)).toBe(true);
    const inflated = new Map<number, Released>([[1, { amount: 500_000, releasedOn: '2026-02-01', transactionRef: 'UTR-OLD' }]]);
    expect(exceedsGrant(facts({ released: inflated }), 240_000)).toBe(true);
  });
});

describe('quarters and reports', () => {
  it('the project ends with its last milestone, or its start without one', () => {
    expect(endDate(facts())).toBe('2026-12-15');
    expect(endDate(facts({ milestones: [] }))).toBe('2026-01-15');
  });

  it('reports on every quarter from the start to the end, each due 15 days after it', () => {
    expect(quartersView(facts()).map((q) => [q.quarter, q.opensOn, q.dueDate, q.reportStatus])).toEqual([
      ['2026-Q1', '2026-01-01', '2026-04-15', null],
      ['2026-Q2', '2026-04-01', '2026-07-15', null],
      ['2026-Q3', '2026-07-01', '2026-10-15', null],
      ['2026-Q4', '2026-10-01', '2027-01-15', null],
    ]);
  });

  it('a complete project lists only the quarters it reported on and owes none', () => {
    const f = facts({
      milestoneReports: accepted(0, 1, 2),
      quarterReports: new Map<string, ReportStatus>([
        ['2026-Q1', 'ACCEPTED'],
        ['2026-Q2', 'CHANGES_REQUESTED'],
      ]),
    });
    expect(isComplete(f)).toBe(true);
    expect(quartersView(f).map((q) => q.quarter)).toEqual(['2026-Q1', '2026-Q2']);
    expect(owedReports(f, '2027-03-01')).toEqual([]);
    expect(nextReport(f, '2027-03-01')).toBeNull();
    expect(reportsToRemind(f, '2027-01-10')).toEqual([]);
    expect(quarterUnopened(f, '2026-Q4', '2027-01-02')).toBe(PROJECT_MESSAGES.reportProjectComplete);
    // The final milestone's report sent but not accepted: not complete yet.
    expect(isComplete({ ...f, milestoneReports: ['ACCEPTED', 'ACCEPTED', 'SUBMITTED'] })).toBe(false);
    expect(isComplete({ ...f, milestones: [] })).toBe(false);
  });

  it("a quarter's report may be sent from its first day, for the project's quarters only", () => {
    const f = facts();
    expect(quarterUnopened(f, '2026-Q2', '2026-03-31')).toBe('A progress report for 2026-Q2 can be submitted from 2026-04-01');
    expect(quarterUnopened(f, '2026-Q2', '2026-04-01')).toBeNull();
    expect(quarterUnopened(f, '2027-Q1', '2027-02-01')).toBe('This project does not report on 2027-Q1');
    expect(quarterUnopened(f, '2025-Q4', '2026-02-01')).toBe('This project does not report on 2025-Q4');
  });

  it('owes what is unsent or sent back, oldest due first, overdue after its due date', () => {
    const f = facts({
      milestoneReports: ['ACCEPTED', 'CHANGES_REQUESTED', 'SUBMITTED'],
      quarterReports: new Map<string, ReportStatus>([
        ['2026-Q1', 'ACCEPTED'],
        ['2026-Q2', 'SUBMITTED'],
      ]),
    });
    expect(owedReports(f, '2026-10-15').map((r) => [r.key, r.dueDate, r.overdue])).toEqual([
      ['M1', '2026-06-01', true],
      ['2026-Q3', '2026-10-15', false],
      ['2026-Q4', '2027-01-15', false],
    ]);
    expect(nextReport(f, '2026-10-15')).toEqual({ type: 'MILESTONE', milestoneIndex: 1, quarter: null, dueDate: '2026-06-01', overdue: true });
  });

  it('a withdrawn project owes nothing', () => {
    expect(owedReports(facts({ withdrawn: true }), '2026-10-15')).toEqual([]);
  });

  it('reminds of what is due from today to a week ahead, not before, not after', () => {
    const f = facts({
      milestoneReports: accepted(0, 1),
      quarterReports: new Map<string, ReportStatus>([
        ['2026-Q1', 'ACCEPTED'],
        ['2026-Q2', 'ACCEPTED'],
      ]),
    });
    expect(reportsToRemind(f, '2026-10-07').map((r) => r.key)).toEqual([]);
    expect(reportsToRemind(f, '2026-10-08').map((r) => r.key)).toEqual(['2026-Q3']);
    expect(reportsToRemind(f, '2026-10-15').map((r) => r.key)).toEqual(['2026-Q3']);
    expect(reportsToRemind(f, '2026-10-16').map((r) => r.key)).toEqual([]);
    expect(reportsToRemind(f, '2026-12-08').map((r) => r.key)).toEqual(['M2']);
  });
});
