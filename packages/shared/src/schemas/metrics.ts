import { z } from 'zod';
import { FOCUS_AREAS } from '../enums/proposal.js';
import { FEWER_THAN_5, WITHHELD } from '../metrics.js';
import { ROUND_SCHEMES } from '../rounds.js';

/**
 * The mission's numbers (`GET /admin/metrics`, `GET /public/metrics`), keyed as the metric registry
 * (metrics.ts). The admin-only figures are absent from the public answer; a suppressed figure is its mark
 * (FEWER_THAN_5, or WITHHELD for a complementary suppression), never its value.
 */
const figure = z.union([z.number(), z.null(), z.literal(FEWER_THAN_5), z.literal(WITHHELD)]);
const roundFigures = z.object({
  submitted: figure,
  reviewed: figure,
  funded: figure,
  medianDaysToDecision: figure,
  reviewCoverage: figure.optional(),
  onTimeShare: figure.optional(),
});
const moneyFigures = z.object({ projects: figure, committed: figure, released: figure });

export const missionMetricsSchema = z.object({
  /** The metric keys this answer holds (the public's leaves out the admin-only ones). */
  metrics: z.array(z.string()),
  byScheme: z.array(z.object({ scheme: z.enum(ROUND_SCHEMES), figures: roundFigures })),
  byRound: z.array(z.object({ roundId: z.string(), name: z.string(), scheme: z.enum(ROUND_SCHEMES), cutoffAt: z.string(), figures: roundFigures })),
  byFocusArea: z.array(z.object({ focusArea: z.enum(FOCUS_AREAS), figures: moneyFigures })),
  /** An organisation category, or '' for a recipient whose category was not given. */
  byOrgCategory: z.array(z.object({ category: z.string(), figures: moneyFigures })),
  total: moneyFigures,
});
export type MissionMetrics = z.infer<typeof missionMetricsSchema>;
export type RoundFigures = z.infer<typeof roundFigures>;
export type MoneyFigures = z.infer<typeof moneyFigures>;
