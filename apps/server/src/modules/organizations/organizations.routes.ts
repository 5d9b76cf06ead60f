import { API } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { listOrganizations } from '../users/users.repo.js';

/** Organisation suggestions for the profile form: the seeded list plus names users entered. */
export async function organizationsRoutes(app: FastifyInstance) {
  app.get(API.organizations, { preHandler: app.authenticate }, async (_request, reply) => {
    const data = await listOrganizations(app.db);
    return reply.header('cache-control', 'private, max-age=300').send({ status: 'success', data });
  });
}
