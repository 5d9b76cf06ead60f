import {
  FOCUS_AREAS,
  type FocusArea,
  type MetricFigure,
  METRIC_KEYS,
  PUBLIC_METRIC_KEYS,
  ROUND_SCHEMES,
  type RoundScheme,
  suppressSmall,
} from '@portal/shared';
import type { MissionMetrics, MoneyFigures, RoundFigures } from '@portal/shared/schemas';
import type { MoneyMetricRow } from '../projects/index.js';
import type { RoundMetricRow } from '../rounds/index.js';

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
  return {
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
    byOrgCategory: rows.money.byCategory
      .filter((r) => r.category !== null)
      .sort((a, b) => a.category!.localeCompare(b.category!))
      .map((r) => ({ category: r.category!, figures: moneyFigures(r, audience) })),
    total: moneyFigures(
      rows.money.byCategory.find((r) => r.category === null),
      audience,
    ),
  };
}
