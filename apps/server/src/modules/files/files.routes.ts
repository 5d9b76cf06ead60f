import { API, MESSAGES } from '@portal/shared';
import { idParamsSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';

/** Downloads by signed link only: the signature and expiry are the permission (decision 011). */
export async function filesRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API.files(':id'),
      { schema: { params: idParamsSchema, querystring: z.object({ expires: z.string().optional(), sig: z.string().optional() }) } },
      async (request, reply) => {
        const verdict = app.storage.verify(request.params.id, request.query.expires, request.query.sig);
        if (verdict === 'expired') throw new AppError('FORBIDDEN', MESSAGES.downloadExpired);
        if (verdict !== 'ok') throw new AppError('UNAUTHORIZED', MESSAGES.downloadLinkRequired);
        const file = await app.storage.get(request.params.id);
        if (!file) throw new AppError('NOT_FOUND', MESSAGES.fileNotFound);
        const asciiName = file.originalName.replace(/[^\w.\- ]/g, '_');
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    );
}
