import { indiaDate } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import * as repo from '../rounds.repo.js';

/** The round figures of the metric registry, per round and per scheme, each from one grouped query (decision 260). */
export async function roundMetrics(app: FastifyInstance) {
  const today = indiaDate();
  const [byRound, byScheme] = await Promise.all([repo.roundMetricRows(app.db, today), repo.schemeMetricRows(app.db, today)]);
  return { byRound, byScheme };
}
export type RoundMetricRow = Awaited<ReturnType<typeof roundMetrics>>['byScheme'][number];
