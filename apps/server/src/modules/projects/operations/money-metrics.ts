import type { FastifyInstance } from 'fastify';
import { moneyMetricRows } from '../projects.repo.js';

/** The money figures of the metric registry over the public projects: by focus area, by organisation category and in all (decision 260). */
export function moneyMetrics(app: FastifyInstance) {
  return moneyMetricRows(app.db);
}
export type MoneyMetricRow = Awaited<ReturnType<typeof moneyMetrics>>['byArea'][number];
