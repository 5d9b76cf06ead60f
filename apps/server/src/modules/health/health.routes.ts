import type { ApiSuccessBody, HealthData } from '@portal/shared';
import { API } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../lib/version.js';

/** A database answer is reused for this long, so a burst of health checks costs one query. */
const PING_FRESH_MS = 1000;

export async function healthRoutes(app: FastifyInstance) {
  let last: { at: number; ok: Promise<boolean> } | null = null;
  const pingDatabase = (): Promise<boolean> => {
    const now = Date.now();
    if (!last || now - last.at > PING_FRESH_MS) last = { at: now, ok: app.database.ping() };
    return last.ok;
  };

  // Polled by load balancers; its answer is far below the compression threshold, so it skips those hooks.
  app.get(API.health, { compress: false, decompress: false }, async (_request, reply) => {
    const ok = await pingDatabase();
    const body: ApiSuccessBody<HealthData> = {
      status: 'success',
      data: { status: ok ? 'ok' : 'degraded', version: APP_VERSION, database: { kind: app.database.kind, ok } },
    };
    return reply.status(ok ? 200 : 503).header('cache-control', 'no-store').send(body);
  });
}
