import { API, MESSAGES } from '@portal/shared';
import { collaboratorSearchQuerySchema, idParamsSchema, PROFILE_FILE_FIELDS, profileUpdateSchema, userStatusUpdateSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from '../../lib/errors.js';
import { readPdfMultipart, type UploadedFile } from '../../lib/uploads.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { UsersService } from './users.service.js';

export async function usersRoutes(app: FastifyInstance) {
  const service = new UsersService(app);
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.profileMe, { preHandler: app.authenticate }, async (request) => ({
    status: 'success',
    data: await service.getProfile(request.user!.id),
  }));

  // JSON, or multipart when a document is attached (spec part 1 §7).
  r.put(API.profileMe, { preHandler: app.authenticate }, async (request) => {
    let fields: unknown = request.body;
    let uploads = new Map<string, UploadedFile>();
    if (request.isMultipart()) {
      const parsed = await readPdfMultipart(request, PROFILE_FILE_FIELDS);
      fields = parsed.fields;
      uploads = parsed.files;
    }
    const result = profileUpdateSchema.safeParse(fields ?? {});
    if (!result.success) {
      throw new AppError(
        'BAD_REQUEST',
        MESSAGES.validationFailed,
        result.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)], message: i.message })),
      );
    }
    const data = await service.updateProfile(request.user!.id, result.data, uploads);
    return { status: 'success', message: 'Profile updated', data };
  });

  r.get(API.collaborators, { schema: { querystring: collaboratorSearchQuerySchema }, preHandler: app.authenticate }, async (request) => ({
    status: 'success',
    data: await service.searchCollaborators(request.user!, request.query),
  }));

  r.get(API.userClarifications(':id'), { schema: { params: idParamsSchema }, preHandler: app.authenticate }, async (request) => ({
    status: 'success',
    data: await service.clarificationsFor(request.user!, request.params.id),
  }));

  r.get(API.user(':id'), { schema: { params: idParamsSchema }, preHandler: app.authenticate }, async (request) => ({
    status: 'success',
    data: await service.getUserFor(request.user!, request.params.id),
  }));

  r.patch(
    API.userStatus(':id'),
    { schema: { params: idParamsSchema, body: userStatusUpdateSchema }, preHandler: app.requireRoles('ADMIN') },
    async (request) => ({
      status: 'success',
      message: MESSAGES.userStatusUpdated,
      data: await service.setStatus(request.user!, request.params.id, request.body.status),
    }),
  );
}
