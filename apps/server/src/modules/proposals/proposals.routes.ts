import multipart from '@fastify/multipart';
import { API, MESSAGES, PROPOSAL_TEXT_MAX_LENGTH, PROPOSAL_UPLOAD_MAX_BYTES } from '@portal/shared';
import { connectStakeholderSchema, idParamsSchema, PROPOSAL_FILE_FIELD, proposalSearchQuerySchema } from '@portal/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detectDocumentType } from '../../lib/file-types.js';
import { readMultipart, type UploadedFile } from '../../lib/uploads.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { proposalBodyFromForm } from './proposal-form.js';
import { type ProposalInput, ProposalsService } from './proposals.service.js';

/** Collaborator rows may carry their read-only columns too: room for 10 rows of 4 entries and the rest. */
const MAX_FORM_FIELDS = 100;

/**
 * The body as sent: JSON, or multipart with the proposalFile judged by its bytes and cut at 10 MB while
 * streaming (413/415 before anything is stored).
 */
async function readProposalBody(request: FastifyRequest): Promise<{ input: ProposalInput; file: UploadedFile | undefined }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { input: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as ProposalInput) : {}, file: undefined };
  }
  const { fields, files } = await readMultipart(request, {
    fileFields: [PROPOSAL_FILE_FIELD],
    maxFileBytes: PROPOSAL_UPLOAD_MAX_BYTES,
    detectType: detectDocumentType,
    refusal: MESSAGES.challengeDocRefused,
    maxFields: MAX_FORM_FIELDS,
    // Text fields hold up to PROPOSAL_TEXT_MAX_LENGTH characters of up to 4 bytes each.
    maxFieldBytes: 4 * PROPOSAL_TEXT_MAX_LENGTH,
  });
  return { input: proposalBodyFromForm(fields), file: files.get(PROPOSAL_FILE_FIELD) };
}

export async function proposalsRoutes(app: FastifyInstance) {
  const service = new ProposalsService(app);
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Who may submit is settled before the body is read, so a refused caller's upload is never taken in.
  r.post(API.proposals, { preHandler: app.authenticate }, async (request, reply) => {
    const submitter = await service.requireSubmitter(request.user!);
    const { input, file } = await readProposalBody(request);
    const { kind, data } = await service.create(submitter, input, file);
    return reply.status(201).send({ status: 'success', message: kind.submittedToast, data });
  });

  r.patch(API.proposal(':id'), { schema: { params: idParamsSchema }, preHandler: app.authenticate }, async (request) => {
    const target = await service.requireEditable(request.user!, request.params.id);
    const { input, file } = await readProposalBody(request);
    return { status: 'success', message: MESSAGES.proposalUpdated, data: await service.update(target, input, file) };
  });

  r.get(API.proposalsSearch, { onRequest: app.requirePublicOrUser, schema: { querystring: proposalSearchQuerySchema } }, async (request) => {
    // sortBy has a default in the schema; whether the caller chose one decides relevance order for a query.
    const sortByGiven = new URL(request.url, 'http://portal.invalid').searchParams.has('sortBy');
    const { rows, total } = await service.search(request.query, sortByGiven);
    return { status: 'success', data: rows, total, page: request.query.page, totalPages: Math.ceil(total / request.query.limit) };
  });

  r.post(API.connectedStakeholder, { onRequest: app.authenticate, schema: { body: connectStakeholderSchema } }, async (request, reply) => {
    const { created, data } = await service.connect(request.user!, request.body);
    return reply.status(created ? 201 : 200).send({ status: 'success', message: created ? MESSAGES.interestRegistered : MESSAGES.interestAlreadyRegistered, data });
  });

  // The body's userId is not read: the token, when there is one, decides what the caller sees.
  r.post(API.proposalDetails(':id'), { schema: { params: idParamsSchema }, preHandler: app.identify }, async (request) => ({
    status: 'success',
    data: await service.details(request.user, request.params.id),
  }));
}
