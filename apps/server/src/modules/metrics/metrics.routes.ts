import { METRICS_API } from '@portal/shared';
import { missionMetricsSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { ok, okSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { missionMetrics } from './operations/mission-metrics.js';

/**
 * The mission's numbers (architecture "In the open"): the admin reads every metric of the registry, the
 * public its public ones through the public credential, a figure drawn from fewer than 5 proposals or
 * projects replaced on the server by its mark. Each answer by its schema.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(METRICS_API.admin, { onRequest: app.requireRoles('ADMIN'), schema: { response: { 200: okSchema(missionMetricsSchema) } } }, async () =>
    ok(await missionMetrics(app, 'admin')),
  );

  r.get(METRICS_API.public, { onRequest: app.requirePublicOrUser, schema: { response: { 200: okSchema(missionMetricsSchema) } } }, async () =>
    ok(await missionMetrics(app, 'public')),
  );
}
