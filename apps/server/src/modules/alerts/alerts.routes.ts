import { ALERT_API, ALERT_MESSAGES as M } from '@portal/shared';
import { alertSettingsAnswerSchema, alertSettingsSchema, unsubscribeAnswerSchema, unsubscribeQuerySchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, okMessageSchema, okSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { getAlerts, saveAlerts } from './operations/save-alerts.js';
import { unsubscribe } from './operations/unsubscribe.js';

/** Alerts for new calls (docs/architecture.md#alerts): the signed-in user's settings, and the one-click unsubscribe. */
export async function alertsRoutes(app: FastifyInstance, opts: { secret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form; only this plugin's routes read forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  r.get(ALERT_API.mine, { onRequest: app.authenticate, schema: { response: { 200: okSchema(alertSettingsAnswerSchema) } } }, async (request) =>
    ok(await getAlerts(app, request.user!)),
  );

  r.put(
    ALERT_API.mine,
    { onRequest: app.authenticate, schema: { body: alertSettingsSchema, response: { 200: okMessageSchema(alertSettingsAnswerSchema) } } },
    async (request) => {
      const answer = await saveAlerts(app, request.user!, request.body);
      return ok(answer, answer.subscribed ? M.saved : M.turnedOff);
    },
  );

  // No sign-in: the signed token is the authority. The page's button and a mail client's one-click post both end here.
  r.post(
    ALERT_API.unsubscribe,
    {
      schema: {
        querystring: unsubscribeQuerySchema,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: okMessageSchema(unsubscribeAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await unsubscribe(app, opts.secret, request.query.token);
      return ok(answer, answer.alreadyDone ? M.alreadyUnsubscribed : M.unsubscribed);
    },
  );
}
