import { API, MESSAGES } from '@portal/shared';
import { adminUsersQuerySchema, profileClarificationSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { AdminService } from './admin.service.js';

export async function adminRoutes(app: FastifyInstance) {
  const service = new AdminService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.adminUsers, { schema: { querystring: adminUsersQuerySchema }, preHandler: app.requireRoles('ADMIN') }, async (request) => {
    const { data, total } = await service.listUsers(request.query);
    return { status: 'success', data, total, page: request.query.page, totalPages: Math.ceil(total / request.query.limit) };
  });

  r.put(
    API.adminProfileClarification,
    { schema: { body: profileClarificationSchema }, preHandler: app.requireRoles('ADMIN') },
    async (request) => {
      await service.askClarification(request.user!, request.body);
      return { status: 'success', message: MESSAGES.clarificationMailSent, data: null };
    },
  );
}
