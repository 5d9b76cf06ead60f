import { METRICS_API } from '@portal/shared';
import { missionMetricsSchema } from '@portal/shared/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ok, okSchema } from '../../lib/envelope.js';
import { notModified } from '../../lib/etag.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { adminMissionMetrics, keepMetricsFresh, publicMissionMetrics } from './operations/mission-metrics.js';

/**
 * The mission's numbers (architecture "In the open"): the admin reads every metric of the registry, the
 * public its public ones through the public credential, a figure drawn from fewer than 5 proposals or
 * projects replaced on the server by its mark. Each answer by its schema. The public answer comes from a
 * cache kept by the public data's version, trusted for `versionFreshMs` unless a change is announced
 * (decisions 298 and 302), with an ETag: a caller that has it gets a 304.
 */
export async function metricsRoutes(app: FastifyInstance, opts: { versionFreshMs: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stop = await keepMetricsFresh(app, opts.versionFreshMs);
  app.addHook('onClose', async () => stop().catch(() => undefined));

  r.get(METRICS_API.admin, { onRequest: app.requireRoles('ADMIN'), schema: { response: { 200: okSchema(missionMetricsSchema) } } }, async () =>
    ok(await adminMissionMetrics(app)),
  );

  r.get(
    METRICS_API.public,
    {
      onRequest: app.requirePublicOrUser,
      schema: { response: { 200: okSchema(missionMetricsSchema) } },
      config: { openapi: { answers: { 304: 'application/json' } } },
    },
    async (request, reply) => {
      const metrics = await publicMissionMetrics(app);
      // The same answer for every caller: a browser keeps it and asks again with its ETag.
      reply.header('etag', metrics.etag).header('cache-control', 'private, no-cache');
      if (notModified(request, [metrics.etag])) return (reply as FastifyReply).code(304).send(); // no body: outside the 200 schema
      // The envelope's JSON made with the answer, as the 200 schema describes it.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(metrics.body);
    },
  );
}
