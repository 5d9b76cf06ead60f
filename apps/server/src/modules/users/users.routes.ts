import { API, COLLABORATOR_SEARCHES_PER_ACCOUNT_PER_HOUR, MESSAGES } from '@portal/shared';
import {
  languageUpdateSchema,
  collaboratorSchema,
  collaboratorSearchQuerySchema,
  idParamsSchema,
  PROFILE_FILE_FIELDS,
  profileUpdateSchema,
  userProfileSchema,
  userStatusUpdateSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { ok, okMessageSchema, okSchema } from '../../lib/envelope.js';
import { AppError, issuesAt, validationError } from '../../lib/errors.js';
import { HOUR_MS, RateLimiter } from '../../lib/rate-limit.js';
import { readPdfMultipart, type UploadedFile } from '../../lib/uploads.js';
import { multipartForm } from '../../plugins/openapi.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { UsersService } from './users.service.js';

const profileAnswer = { response: { 200: okSchema(userProfileSchema) } };
const profileChanged = { response: { 200: okMessageSchema(userProfileSchema) } };

export async function usersRoutes(app: FastifyInstance, opts: { rateLimitScale: number }) {
  const service = new UsersService(app);
  // Per account: the search answers people, so it is not a directory to page through (decision 124).
  const collaboratorSearches = new RateLimiter(
    app.db,
    'users.collaboratorSearches',
    Math.ceil(COLLABORATOR_SEARCHES_PER_ACCOUNT_PER_HOUR * opts.rateLimitScale),
    HOUR_MS,
  );
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.profileMe, { schema: profileAnswer, onRequest: app.authenticate }, async (request) => ok(await service.getProfile(request.user!.id)));

  // JSON, or multipart when a document is attached (docs/specification.md#calls).
  const profileBody = { 'multipart/form-data': multipartForm(PROFILE_FILE_FIELDS, profileUpdateSchema), 'application/json': profileUpdateSchema };
  r.put(API.profileMe, { schema: profileChanged, config: { openapi: { body: profileBody } }, onRequest: app.authenticate }, async (request) => {
    let fields: unknown = request.body;
    let uploads = new Map<string, UploadedFile>();
    if (request.isMultipart()) {
      // Documents only from a proven address, and within the account's hourly uploads: refused before the body is read.
      // The account as stored: a token from before the verification still says unverified.
      if (!(await service.isEmailVerified(request.user!.id))) throw new AppError('FORBIDDEN', MESSAGES.profileDocumentsNeedVerifiedEmail);
      await app.uploadQuota.assertHourLeft(request.user!.id);
      const parsed = await readPdfMultipart(request, PROFILE_FILE_FIELDS);
      fields = parsed.fields;
      uploads = parsed.files;
    }
    const result = profileUpdateSchema.safeParse(fields ?? {});
    if (!result.success) {
      throw validationError(issuesAt('body', result.error.issues));
    }
    const data = await service.updateProfile(request.user!.id, result.data, uploads);
    return ok(data, MESSAGES.profileUpdated);
  });

  // The language the user chose in the header's switch; mails follow it (decision 176).
  r.put(
    API.profileLanguage,
    { onRequest: app.authenticate, schema: { body: languageUpdateSchema, response: { 200: okSchema(languageUpdateSchema) } } },
    async (request) => ok(await service.setLanguage(request.user!.id, request.body.language)),
  );

  r.get(
    API.collaborators,
    { schema: { querystring: collaboratorSearchQuerySchema, response: { 200: okSchema(z.array(collaboratorSchema)) } }, onRequest: app.authenticate },
    async (request) => {
      await collaboratorSearches.hit(request.user!.id, MESSAGES.collaboratorSearchLimit);
      return ok(await service.searchCollaborators(request.user!, request.query));
    },
  );

  r.get(API.user(':id'), { schema: { params: idParamsSchema, ...profileAnswer }, onRequest: app.authenticate }, async (request) =>
    ok(await service.getUserFor(request.user!, request.params.id)),
  );

  r.patch(
    API.userStatus(':id'),
    { schema: { params: idParamsSchema, body: userStatusUpdateSchema, ...profileChanged }, onRequest: app.requireRoles('ADMIN') },
    async (request) => ok(await service.setStatus(request.user!, request.params.id, request.body.status), MESSAGES.userStatusUpdated),
  );
}
