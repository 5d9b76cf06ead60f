import { API } from '@portal/shared';
import { idParamsSchema, overlapAnswerSchema, overlapParamsSchema, overlapVerdictSchema, similarItemSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { findOverlap } from './operations/find-overlap.js';
import { findSimilar } from './operations/find-similar.js';
import { recordVerdict } from './operations/record-verdict.js';

/** Funding the same work twice (docs/architecture.md#funding-the-same-work-twice). */
export async function overlapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');

  r.get(
    API.proposalSimilar(':id'),
    { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: okSchema(z.array(similarItemSchema)) } } },
    async (request) => ok(await findSimilar(app, request.user!, request.params.id)),
  );

  r.get(
    API.adminProposalOverlap(':id'),
    { onRequest: adminOnly, schema: { params: idParamsSchema, response: { 200: okSchema(overlapAnswerSchema) } } },
    async (request) => ok(await findOverlap(app, request.params.id)),
  );

  r.put(
    API.adminProposalOverlapVerdict(':id', ':otherId'),
    { onRequest: adminOnly, schema: { params: overlapParamsSchema, body: overlapVerdictSchema, response: { 200: okSchema(overlapAnswerSchema) } } },
    async (request) => ok(await recordVerdict(app, request.user!, request.params.id, request.params.otherId, request.body)),
  );
}
