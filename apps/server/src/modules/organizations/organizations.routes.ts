import { API } from '@portal/shared';
import { organizationSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { listOrganizations } from './operations/list-organizations.js';

/** Organisation suggestions for the profile form: the seeded list plus names users entered. */
export async function organizationsRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API.organizations, { schema: { response: { 200: okSchema(z.array(organizationSchema)) } }, onRequest: app.authenticate }, async (_request, reply) =>
      reply.header('cache-control', 'private, max-age=300').send(ok(await listOrganizations(app.db))),
    );
}
