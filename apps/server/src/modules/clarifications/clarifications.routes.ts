import { API, MESSAGES } from '@portal/shared';
import { profileClarificationSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { doneSchema, ok } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { ClarificationsService } from './clarifications.service.js';

/** The admin's clarification request, for a profile today and for every proposal kind in part 2. */
export async function clarificationsRoutes(app: FastifyInstance) {
  const service = new ClarificationsService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    API.adminProfileClarification,
    { schema: { body: profileClarificationSchema, response: { 200: doneSchema } }, onRequest: app.requireRoles('ADMIN') },
    async (request) => {
      await service.ask(request.user!, request.body);
      return ok(null, MESSAGES.clarificationMailSent);
    },
  );
}
