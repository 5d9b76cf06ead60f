import type { ApiSuccessBody, HealthData } from '@portal/shared';
import { API } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../lib/version.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get(API.health, async (_request, reply) => {
    const ok = await app.database.ping();
    const body: ApiSuccessBody<HealthData> = {
      status: 'success',
      data: { status: ok ? 'ok' : 'degraded', version: APP_VERSION, database: { kind: app.database.kind, ok } },
    };
    return reply.status(ok ? 200 : 503).header('Cache-Control', 'no-store').send(body);
  });
}
