import { API } from '@portal/shared';
import { adminCountsSchema, adminUsersQuerySchema, userProfileSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { ok, okSchema, paged, pagedSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { adminCounts } from './operations/admin-counts.js';
import { listUsers } from './operations/list-users.js';

export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.adminUsers,
    { schema: { querystring: adminUsersQuerySchema, response: { 200: pagedSchema(userProfileSchema) } }, onRequest: app.requireRoles('ADMIN') },
    async (request) => {
      const { rows, total } = await listUsers(app, request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  r.get(API.adminCounts, { schema: { response: { 200: okSchema(adminCountsSchema) } }, onRequest: app.requireRoles('ADMIN') }, async () =>
    ok(await adminCounts(app)),
  );
}
