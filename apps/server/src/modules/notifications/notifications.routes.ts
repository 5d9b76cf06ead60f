import { API } from '@portal/shared';
import { NOTIFICATION_KINDS, type NotificationsAnswer, notificationsReadSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { latestNotifications } from './operations/latest-notifications.js';
import { markNotificationsRead } from './operations/mark-notifications-read.js';

const textValue = z.union([z.string(), z.number()]);
// A notification's text by key: its values, one level of which may be a catalogue text by key itself (decision 277).
const messageRefSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([textValue, z.object({ key: z.string(), params: z.record(z.string(), textValue) })])),
});
const notificationsAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(NOTIFICATION_KINDS),
      title: z.string(),
      body: z.string(),
      titleRef: messageRefSchema.nullable(),
      bodyRef: messageRefSchema.nullable(),
      link: z.string().nullable(),
      createdAt: z.string(),
      readAt: z.string().nullable(),
    }),
  ),
  unread: z.number().int(),
}) satisfies z.ZodType<NotificationsAnswer>;

/** The signed-in user's own notifications: only ever the caller's, whatever ids are sent. */
export async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.notifications, { schema: { response: { 200: okSchema(notificationsAnswerSchema) } }, onRequest: app.authenticate }, async (request) =>
    ok(await latestNotifications(app, request.user!.id)),
  );

  r.post(
    API.notificationsRead,
    { schema: { body: notificationsReadSchema, response: { 200: okSchema(notificationsAnswerSchema) } }, onRequest: app.authenticate },
    async (request) => {
      await markNotificationsRead(app, request.user!.id, request.body?.ids);
      return ok(await latestNotifications(app, request.user!.id));
    },
  );
}
