import multipart from '@fastify/multipart';
import { API, CHALLENGE_DOC_MAX_BYTES, CHALLENGE_SUMMARY_MAX_LENGTH, MESSAGES, readIndexedList } from '@portal/shared';
import {
  adminChallengeSchema,
  adminChallengesQuerySchema,
  challengeSchema,
  CHALLENGE_DOC_FIELD,
  challengeCreateSchema,
  challengeSearchQuerySchema,
  challengeUpdateSchema,
  idParamsSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok, okMessageSchema, okSchema, paged, pagedSchema } from '../../lib/envelope.js';
import { detectDocumentType } from '../../lib/file-types.js';
import { readMultipart, type UploadedFile } from '../../lib/uploads.js';
import { multipartForm } from '../../plugins/openapi.js';
import { SchemaValidationError, type ZodTypeProvider } from '../../plugins/validation.js';
import { getChallenge } from './operations/challenge-details.js';
import { createChallenge } from './operations/create-challenge.js';
import { listChallengesForAdmin, searchChallenges } from './operations/search-challenges.js';
import { updateChallenge } from './operations/update-challenge.js';

/**
 * The challenge form: multipart (`focusArea[i]` entries, optional `challengeDoc`: doc, docx or pdf by
 * its bytes, at most 10 MB cut at the stream) or JSON without a document. Checked with the shared
 * schema before anything is stored.
 */
async function readChallengeForm<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<{ values: z.output<S>; doc?: UploadedFile }> {
  let body: unknown = request.body ?? {};
  let doc: UploadedFile | undefined;
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, {
      fileFields: [CHALLENGE_DOC_FIELD],
      maxFileBytes: CHALLENGE_DOC_MAX_BYTES,
      detectType: detectDocumentType,
      refusal: MESSAGES.challengeDocRefused,
      // The summary's 5 000 characters, at up to 4 bytes each in UTF-8; one over is the schema's 400.
      maxFieldBytes: 4 * CHALLENGE_SUMMARY_MAX_LENGTH + 4,
    });
    body = {
      title: fields.title,
      summary: fields.summary,
      applicationDeadline: fields.applicationDeadline,
      status: fields.status,
      focusArea: readIndexedList(fields, 'focusArea'),
    };
    doc = files.get(CHALLENGE_DOC_FIELD);
  }
  const result = schema.safeParse(body);
  // The same 400 as a route schema's: field errors under ['body', field, …].
  if (!result.success) throw new SchemaValidationError(result.error.issues);
  return { values: result.data, doc };
}

/** The challenge form for the API description: JSON without a document, or multipart with it. */
const challengeFormBody = (schema: z.ZodType) => ({ 'multipart/form-data': multipartForm([CHALLENGE_DOC_FIELD], schema), 'application/json': schema });

export async function challengesRoutes(app: FastifyInstance) {
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Access is checked on arrival, before a body (and an upload) is read or the request is validated.
  const adminOnly = app.requireRoles('ADMIN');

  r.post(
    API.challenges,
    {
      onRequest: adminOnly,
      schema: { response: { 201: okMessageSchema(challengeSchema) } },
      config: { openapi: { body: challengeFormBody(challengeCreateSchema) } },
    },
    async (request, reply) => {
      const { values, doc } = await readChallengeForm(request, challengeCreateSchema);
      const data = await createChallenge(app, request.user!, values, doc);
      return reply.code(201).send(ok(data, MESSAGES.challengeSubmitted));
    },
  );

  r.put(
    API.challenge(':id'),
    {
      onRequest: adminOnly,
      schema: { params: idParamsSchema, response: { 200: okMessageSchema(challengeSchema) } },
      config: { openapi: { body: challengeFormBody(challengeUpdateSchema) } },
    },
    async (request) => {
      const { values, doc } = await readChallengeForm(request, challengeUpdateSchema);
      const data = await updateChallenge(app, request.user!, request.params.id, values, doc);
      return ok(data, MESSAGES.challengeUpdated);
    },
  );

  r.get(
    API.challengesSearch,
    { onRequest: app.requirePublicOrUser, schema: { querystring: challengeSearchQuerySchema, response: { 200: pagedSchema(challengeSchema) } } },
    async (request) => {
      const { data, total } = await searchChallenges(app, request.query);
      return paged(data, total, request.query.page, request.query.limit);
    },
  );

  r.get(
    API.challenge(':id'),
    { onRequest: app.requirePublicOrUser, schema: { params: idParamsSchema, response: { 200: okSchema(challengeSchema) } } },
    async (request) => ok(await getChallenge(app, request.params.id, request.user?.id)),
  );

  r.get(
    API.adminChallenges,
    { onRequest: adminOnly, schema: { querystring: adminChallengesQuerySchema, response: { 200: pagedSchema(adminChallengeSchema) } } },
    async (request) => {
      const { data, total } = await listChallengesForAdmin(app, request.query);
      return paged(data, total, request.query.page, request.query.limit);
    },
  );
}
