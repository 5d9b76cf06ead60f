import { PUBLIC_PROJECT_API } from '@portal/shared';
import { publicProjectParamsSchema, publicProjectRowSchema, publicProjectSchema, publicProjectsQuerySchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { ok, okSchema, paged, pagedSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { listPublicProjects, publicProject } from '../projects/index.js';

/**
 * Funded projects in the open (architecture "In the open"): the public credential or a user's token reads
 * them; each answer by its schema, so nothing but the contract's fields leaves (never a person's name,
 * e-mail or phone).
 */
export async function publicProjectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PUBLIC_PROJECT_API.list,
    { onRequest: app.requirePublicOrUser, schema: { querystring: publicProjectsQuerySchema, response: { 200: pagedSchema(publicProjectRowSchema) } } },
    async (request) => {
      const { rows, total } = await listPublicProjects(app, request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  r.get(
    PUBLIC_PROJECT_API.one(':reference'),
    { onRequest: app.requirePublicOrUser, schema: { params: publicProjectParamsSchema, response: { 200: okSchema(publicProjectSchema) } } },
    async (request) => ok(await publicProject(app, request.params.reference)),
  );
}
