import {
  FOCUS_AREAS,
  type FocusArea,
  type MetricFigure,
  METRIC_KEYS,
  PUBLIC_METRIC_KEYS,
  ROUND_SCHEMES,
  type RoundScheme,
  suppressSmall,
  WITHHELD,
} from '@portal/shared';
import type { MissionMetrics, MoneyFigures, RoundFigures } from '@portal/shared/schemas';
import type { MoneyMetricRow } from '../projects/index.js';
import type { RoundMetricRow } from '../rounds/index.js';
import { complementaryCells, isSmall } from './suppression.js';

export type Audience = 'admin' | 'public';

/** A share of a whole, to three decimals; null when there is nothing to share. */
const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);
/** As the audience reads it: the admin every value, the public nothing drawn from 1–4 proposals or projects. */
const shown = (audience: Audience, value: number | null, base: number): MetricFigure => (audience === 'admin' ? value : suppressSmall(value, base));

const EMPTY_ROUND: RoundMetricRow = {
  scheme: 'OI',
  submitted: 0,
  reviewed: 0,
  funded: 0,
  decided: 0,
  medianDays: null,
  pastCutoff: 0,
  covered: 0,
  reviews: 0,
  onTime: 0,
};

export function roundFigures(row: RoundMetricRow, audience: Audience): RoundFigures {
  const median = row.medianDays === null ? null : Math.round(row.medianDays * 10) / 10;
  const figures: RoundFigures = {
    submitted: shown(audience, row.submitted, row.submitted),
    reviewed: shown(audience, row.reviewed, row.reviewed),
    funded: shown(audience, row.funded, row.funded),
    medianDaysToDecision: shown(audience, median, row.decided),
  };
  if (audience === 'admin') {
    figures.reviewCoverage = share(row.covered, row.pastCutoff);
    figures.onTimeShare = share(row.onTime, row.reviews);
  }
  return figures;
}

export function moneyFigures(row: Pick<MoneyMetricRow, 'projects' | 'committed' | 'released'> | undefined, audience: Audience): MoneyFigures {
  const r = row ?? { projects: 0, committed: 0, released: 0 };
  return {
    projects: shown(audience, r.projects, r.projects),
    committed: shown(audience, r.committed, r.projects),
    released: shown(audience, r.released, r.projects),
  };
}

type Rows = {
  rounds: { byRound: (RoundMetricRow & { roundId: string; name: string; cutoffAt: string })[]; byScheme: RoundMetricRow[] };
  money: { byArea: MoneyMetricRow[]; byCategory: (Omit<MoneyMetricRow, 'focusArea'> & { category: string | null })[] };
};

/** The answer of `GET /admin/metrics` or `GET /public/metrics`: every scheme, the rounds with entries, the focus areas and categories with projects. */
export function toMissionMetrics(rows: Rows, audience: Audience): MissionMetrics {
  const schemes = new Map(rows.rounds.byScheme.map((r) => [r.scheme as RoundScheme, r]));
  const areas = new Map(rows.money.byArea.map((r) => [r.focusArea, r]));
  const categories = rows.money.byCategory.filter((r) => r.category !== null).sort((a, b) => a.category!.localeCompare(b.category!));
  const total = rows.money.byCategory.find((r) => r.category === null);
  const answer: MissionMetrics = {
    metrics: audience === 'admin' ? METRIC_KEYS : PUBLIC_METRIC_KEYS,
    byScheme: ROUND_SCHEMES.map((scheme) => ({ scheme, figures: roundFigures(schemes.get(scheme) ?? { ...EMPTY_ROUND, scheme }, audience) })),
    byRound: rows.rounds.byRound.map((r) => ({
      roundId: r.roundId,
      name: r.name,
      scheme: r.scheme as RoundScheme,
      cutoffAt: r.cutoffAt,
      figures: roundFigures(r, audience),
    })),
    byFocusArea: FOCUS_AREAS.filter((a) => areas.has(a)).map((focusArea: FocusArea) => ({ focusArea, figures: moneyFigures(areas.get(focusArea), audience) })),
    byOrgCategory: categories.map((r) => ({ category: r.category!, figures: moneyFigures(r, audience) })),
    total: moneyFigures(total, audience),
  };
  if (audience === 'public') {
    withholdComplements(answer, {
      schemes: answer.byScheme.map((s) => schemes.get(s.scheme) ?? EMPTY_ROUND),
      rounds: rows.rounds.byRound,
      areas: answer.byFocusArea.map((a) => areas.get(a.focusArea)!.projects),
      categories: categories.map((c) => c.projects),
      total: total?.projects ?? 0,
    });
  }
  return answer;
}

const COUNTED_ROUND_FIGURES = ['submitted', 'reviewed', 'funded'] as const;

/**
 * Complementary suppression of the public answer (decision 288): where a shown total less the shown
 * figures beside it would give a figure marked "fewer than 5", the next-smallest figure (or the total) is
 * withheld too. The groups: each scheme's rounds for each count (the scheme's figure is their total; a
 * deferred proposal counts in each round it joined and once in its scheme, so the rounds add up to at least
 * the scheme's); the organisation categories and the focus areas of the funded projects, whose total is the
 * "all funded projects" row (a money row's three figures are drawn from its projects, so they go together).
 * The median is not a sum: nothing is worked out from it by subtraction.
 */
function withholdComplements(
  answer: MissionMetrics,
  bases: { schemes: RoundMetricRow[]; rounds: RoundMetricRow[]; areas: number[]; categories: number[]; total: number },
) {
  answer.byScheme.forEach((scheme, s) => {
    const members = answer.byRound.flatMap((r, i) => (r.scheme === scheme.scheme ? [i] : []));
    for (const key of COUNTED_ROUND_FIGURES) {
      const { withheld, total } = complementaryCells(
        members.map((i) => bases.rounds[i]![key]),
        !isSmall(bases.schemes[s]![key]),
      );
      for (const k of withheld) answer.byRound[members[k]!]!.figures[key] = WITHHELD;
      if (total) scheme.figures[key] = WITHHELD;
    }
  });
  const withholdMoney = (f: MoneyFigures) => {
    f.projects = WITHHELD;
    f.committed = WITHHELD;
    f.released = WITHHELD;
  };
  // The categories first: they share the projects out exactly (a project has one recipient), so their total is the stricter test.
  for (const [group, cells] of [
    [answer.byOrgCategory, bases.categories],
    [answer.byFocusArea, bases.areas],
  ] as const) {
    const { withheld, total } = complementaryCells(cells, !isSmall(bases.total) && answer.total.projects !== WITHHELD);
    for (const k of withheld) withholdMoney(group[k]!.figures);
    if (total) withholdMoney(answer.total);
  }
}
