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
import { issuesAt, validationError } from '../../lib/errors.js';
import { HOUR_MS, RateLimiter } from '../../lib/rate-limit.js';
import { readPdfMultipart, type UploadedFile } from '../../lib/uploads.js';
import { multipartForm } from '../../plugins/openapi.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { getProfile, getUserFor } from './operations/get-profile.js';
import { searchCollaborators } from './operations/search-collaborators.js';
import { setLanguage } from './operations/set-language.js';
import { setUserStatus } from './operations/set-user-status.js';
import { assertMayUploadProfileDocuments, updateProfile } from './operations/update-profile.js';

const profileAnswer = { response: { 200: okSchema(userProfileSchema) } };
const profileChanged = { response: { 200: okMessageSchema(userProfileSchema) } };

export async function usersRoutes(app: FastifyInstance, opts: { rateLimitScale: number }) {
  // Per account: the search answers people, so it is not a directory to page through (decision 124).
  const collaboratorSearches = new RateLimiter(
    app.db,
    'users.collaboratorSearches',
    Math.ceil(COLLABORATOR_SEARCHES_PER_ACCOUNT_PER_HOUR * opts.rateLimitScale),
    HOUR_MS,
  );
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.profileMe, { schema: profileAnswer, onRequest: app.authenticate }, async (request) => ok(await getProfile(app, request.user!.id)));

  // JSON, or multipart when a document is attached (docs/specification.md#calls).
  const profileBody = { 'multipart/form-data': multipartForm(PROFILE_FILE_FIELDS, profileUpdateSchema), 'application/json': profileUpdateSchema };
  r.put(API.profileMe, { schema: profileChanged, config: { openapi: { body: profileBody } }, onRequest: app.authenticate }, async (request) => {
    let fields: unknown = request.body;
    let uploads = new Map<string, UploadedFile>();
    if (request.isMultipart()) {
      // Documents only from a proven address, and within the account's hourly uploads: refused before the body is read.
      await assertMayUploadProfileDocuments(app, request.user!.id);
      const parsed = await readPdfMultipart(request, PROFILE_FILE_FIELDS);
      fields = parsed.fields;
      uploads = parsed.files;
    }
    const result = profileUpdateSchema.safeParse(fields ?? {});
    if (!result.success) {
      throw validationError(issuesAt('body', result.error.issues));
    }
    const data = await updateProfile(app, request.user!.id, result.data, uploads);
    return ok(data, MESSAGES.profileUpdated);
  });

  // The language the user chose in the header's switch; mails follow it (decision 176).
  r.put(
    API.profileLanguage,
    { onRequest: app.authenticate, schema: { body: languageUpdateSchema, response: { 200: okSchema(languageUpdateSchema) } } },
    async (request) => ok(await setLanguage(app, request.user!.id, request.body.language)),
  );

  r.get(
    API.collaborators,
    { schema: { querystring: collaboratorSearchQuerySchema, response: { 200: okSchema(z.array(collaboratorSchema)) } }, onRequest: app.authenticate },
    async (request) => {
      await collaboratorSearches.hit(request.user!.id, MESSAGES.collaboratorSearchLimit);
      return ok(await searchCollaborators(app, request.user!, request.query));
    },
  );

  r.get(API.user(':id'), { schema: { params: idParamsSchema, ...profileAnswer }, onRequest: app.authenticate }, async (request) =>
    ok(await getUserFor(app, request.user!, request.params.id)),
  );

  r.patch(
    API.userStatus(':id'),
    { schema: { params: idParamsSchema, body: userStatusUpdateSchema, ...profileChanged }, onRequest: app.requireRoles('ADMIN') },
    async (request) => ok(await setUserStatus(app, request.user!, request.params.id, request.body.status), MESSAGES.userStatusUpdated),
  );
}
