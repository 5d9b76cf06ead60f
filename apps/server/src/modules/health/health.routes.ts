import type { ApiSuccessBody, HealthData } from '@portal/shared';
import { API } from '@portal/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { healthDataSchema } from '@portal/shared/schemas';
import { okSchema } from '../../lib/envelope.js';
import { APP_VERSION } from '../../lib/version.js';

/** A database answer is reused for this long, so a burst of health checks costs one query. */
const PING_FRESH_MS = 1000;
/** A database that has not answered by then is reported degraded rather than keeping the check waiting. */
const PING_TIMEOUT_MS = 2000;

function withTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance) {
  // The check has two possible answers; each is serialized once.
  const answer = (ok: boolean): string => {
    const body: ApiSuccessBody<HealthData> = {
      status: 'success',
      data: { status: ok ? 'ok' : 'degraded', version: APP_VERSION, database: { kind: app.database.kind, ok }, scanning: app.scanner ? 'on' : 'off' },
    };
    return JSON.stringify(body);
  };
  const answers = { ok: answer(true), degraded: answer(false) };
  const draining = (): string => {
    const body: ApiSuccessBody<HealthData> = {
      status: 'success',
      data: { status: 'draining', version: APP_VERSION, database: { kind: app.database.kind, ok: known?.ok ?? true }, scanning: app.scanner ? 'on' : 'off' },
    };
    return JSON.stringify(body);
  };
  // While the instance drains (main.ts, on SIGTERM) the check fails with 503 whatever the database says,
  // so a load balancer stops routing new requests here while those in progress finish (decision 168).
  const send = (reply: FastifyReply, ok: boolean) =>
    reply
      .status(ok && !app.lifecycle.draining ? 200 : 503)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(app.lifecycle.draining ? draining() : ok ? answers.ok : answers.degraded);

  let known: { at: number; ok: boolean } | null = null;
  let pending: Promise<boolean> | null = null;
  const pingDatabase = (): Promise<boolean> =>
    (pending ??= withTimeout(app.database.ping()).then((ok) => {
      known = { at: performance.now(), ok };
      pending = null;
      return ok;
    }));

  // Polled by load balancers; its answer is far below the compression threshold, so it skips those hooks.
  // While the last database answer is fresh the reply is sent at once, without waiting a turn.
  // The schema describes the answer (sent as the string above, so never serialized again).
  const answerSchema = okSchema(healthDataSchema);
  app.get(API.health, { compress: false, decompress: false, schema: { response: { 200: answerSchema, 503: answerSchema } } }, (_request, reply) => {
    if (app.lifecycle.draining) return send(reply, false);
    if (known && performance.now() - known.at <= PING_FRESH_MS) return send(reply, known.ok);
    return pingDatabase().then((ok) => send(reply, ok));
  });
}
