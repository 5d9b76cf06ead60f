import type { MissionMetrics } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { moneyMetrics, publicDataVersion } from '../../projects/index.js';
import { roundMetrics } from '../../rounds/index.js';
import { type Audience, toMissionMetrics } from '../metrics.view.js';

type Money = Awaited<ReturnType<typeof moneyMetrics>>;
const moneyCache = new WeakMap<FastifyInstance, { version: number; money: Money }>();

/**
 * The money figures change only with the projects' public data, so they are kept against its version,
 * the stamp the open-data files are cached against (decision 259): read first, one row; regenerated when
 * it moved, on every instance. The round figures move with every submission, review and release, which
 * the stamp does not follow: they are computed on each call (two grouped, indexed queries).
 */
async function money(app: FastifyInstance): Promise<Money> {
  const version = await publicDataVersion(app);
  const kept = moneyCache.get(app);
  if (kept?.version === version) return kept.money;
  const fresh = await moneyMetrics(app);
  moneyCache.set(app, { version, money: fresh });
  return fresh;
}

/** `GET /admin/metrics` (every metric, every value) and `GET /public/metrics` (the public metrics, figures drawn from 1–4 suppressed). */
export async function missionMetrics(app: FastifyInstance, audience: Audience): Promise<MissionMetrics> {
  const [rounds, m] = await Promise.all([roundMetrics(app), money(app)]);
  return toMissionMetrics({ rounds, money: m }, audience);
}
