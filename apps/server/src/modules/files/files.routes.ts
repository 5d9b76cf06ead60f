import { API, MESSAGES } from '@portal/shared';
import { idParamsSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { DOCUMENT_CONTENT_TYPES } from '../../lib/file-types.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';

/** Downloads by signed link only: the signature and expiry are the permission (decision 011). */
export async function filesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.files(':id'),
    {
      schema: { params: idParamsSchema, querystring: z.object({ expires: z.string().optional(), sig: z.string().optional() }) },
      // The signed link is the permission; the answer is the stored file, of one of the accepted types.
      config: { openapi: { answers: { 200: Object.values(DOCUMENT_CONTENT_TYPES) }, summary: 'A stored document, by its signed link' } },
    },
    async (request, reply) => {
      const verdict = app.storage.verify(request.params.id, request.query.expires, request.query.sig);
      if (verdict === 'expired') throw new AppError('FORBIDDEN', MESSAGES.downloadExpired);
      if (verdict !== 'ok') throw new AppError('UNAUTHORIZED', MESSAGES.downloadLinkRequired);
      const file = await app.storage.get(request.params.id);
      if (!file) throw new AppError('NOT_FOUND', MESSAGES.fileNotFound);
      // A rescan found malware in it (modules/files/rescan.ts): kept for inspection, never served.
      if (file.quarantinedAt) throw new AppError('NOT_FOUND', MESSAGES.fileQuarantined);
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
