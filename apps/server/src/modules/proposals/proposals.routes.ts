import multipart from '@fastify/multipart';
import {
  API,
  fillMessage,
  MESSAGES,
  PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR,
  PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR,
  PROPOSAL_TEXT_MAX_LENGTH,
  PROPOSAL_UPLOAD_MAX_BYTES,
} from '@portal/shared';
import {
  adminProposalsExportQuerySchema,
  adminProposalsQuerySchema,
  clarificationSchema,
  connectStakeholderSchema,
  idParamsSchema,
  myProposalsQuerySchema,
  proposalCountsSchema,
  PROPOSAL_FILE_FIELD,
  proposalHistoryQuerySchema,
  proposalSearchQuerySchema,
  proposalStatusUpdateSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { doneSchema, ok, okMessageSchema, okSchema, paged, pagedAtLeast, pagedAtLeastSchema, pagedSchema } from '../../lib/envelope.js';
import { detectDocumentType } from '../../lib/file-types.js';
import { HOUR_MS, RateLimiter } from '../../lib/rate-limit.js';
import { sendStreamed } from '../../lib/streamed.js';
import { readMultipart, type UploadedFile } from '../../lib/uploads.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { ClarificationsService } from '../clarifications/clarifications.service.js';
import { exportFileName } from './export-file-name.js';
import { proposalBodyFromForm } from './proposal-form.js';
import { ProposalListsService, toProposalRow } from './proposal-lists.service.js';
import { SearchCache } from './search-cache.js';
import { proposalRowSchema, proposalSearchRowSchema } from './proposal-lists.view.js';
import { type ProposalInput, ProposalsService } from './proposals.service.js';
import { proposalHistoryEntrySchema } from './proposals.view.js';

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

export async function proposalsRoutes(app: FastifyInstance, opts: { searchCacheMs: number; rateLimitScale: number }) {
  const service = new ProposalsService(app);
  // Per account, counted before the body is read: each write may mail the people it names (decision 124).
  const perHour = (max: number) => new RateLimiter(Math.ceil(max * opts.rateLimitScale), HOUR_MS);
  const writes = { create: perHour(PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR), edit: perHour(PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR) };
  // Anonymous first pages of the public search; every write below clears it (decision 093).
  const searchCache = new SearchCache<Awaited<ReturnType<ProposalsService['search']>>>(opts.searchCacheMs);
  const lists = new ProposalListsService(app);
  const clarifications = new ClarificationsService(app);
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');

  r.get(
    API.proposalsMine,
    { schema: { querystring: myProposalsQuerySchema, response: { 200: pagedSchema(proposalRowSchema) } }, preHandler: app.authenticate },
    async (request) => {
      const { rows, total } = await lists.mine(request.user!, request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  r.get(API.proposalsMineCounts, { schema: { response: { 200: okSchema(proposalCountsSchema) } }, preHandler: app.authenticate }, async (request) =>
    ok(await lists.mineCounts(request.user!)),
  );

  // Owner, collaborators and admins; anyone else the same 404 as for a proposal that does not exist.
  r.get(
    API.proposalClarifications(':id'),
    { schema: { params: idParamsSchema, response: { 200: okSchema(z.array(clarificationSchema)) } }, preHandler: app.authenticate },
    async (request) => {
      const { proposal, kind } = await service.requirePrivateViewer(request.user!, request.params.id);
      return ok(await clarifications.listFor(kind.postType, proposal.id));
    },
  );

  r.patch(
    API.proposalStatus(':id'),
    { onRequest: adminOnly, schema: { params: idParamsSchema, body: proposalStatusUpdateSchema, response: { 200: okMessageSchema(proposalRowSchema) } } },
    async (request) => {
      const row = await service.setStatus(request.user!, request.params.id, request.body);
      searchCache.clear();
      return ok(toProposalRow(row), MESSAGES.proposalStatusUpdated);
    },
  );

  r.get(
    API.adminProposals,
    { onRequest: adminOnly, schema: { querystring: adminProposalsQuerySchema, response: { 200: pagedSchema(proposalRowSchema) } } },
    async (request) => {
      const { rows, total } = await lists.adminList(request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  r.get(
    API.adminProposalHistory(':id'),
    {
      onRequest: adminOnly,
      schema: { params: idParamsSchema, querystring: proposalHistoryQuerySchema, response: { 200: pagedSchema(proposalHistoryEntrySchema) } },
    },
    async (request) => {
      const { rows, total } = await service.history(request.params.id, request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  // Streamed in keyset batches from the database: an export of any size never sits in memory. A failure
  // before the first batch is an error answer; one after it cuts the connection (lib/streamed.ts).
  r.get(API.adminProposalsExport, { onRequest: adminOnly, schema: { querystring: adminProposalsExportQuerySchema } }, async (request, reply) => {
    const { format: _format, ...filters } = request.query;
    return sendStreamed(reply, lists.exportCsv(filters), {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(filters)}"`,
    });
  });

  // Who may submit is settled before the body is read, so a refused caller's upload is never taken in.
  r.post(API.proposals, { preHandler: app.authenticate }, async (request, reply) => {
    const submitter = await service.requireSubmitter(request.user!);
    writes.create.hit(submitter.id, fillMessage(MESSAGES.proposalCreateLimit, { max: PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR }));
    app.uploadQuota.assertHourLeft(submitter.id);
    const { input, file } = await readProposalBody(request);
    const { kind, data } = await service.create(submitter, input, file);
    searchCache.clear();
    return reply.status(201).send({ status: 'success', message: kind.submittedToast, data });
  });

  r.patch(API.proposal(':id'), { schema: { params: idParamsSchema }, preHandler: app.authenticate }, async (request) => {
    const target = await service.requireEditable(request.user!, request.params.id);
    writes.edit.hit(target.submitter.id, fillMessage(MESSAGES.proposalEditLimit, { max: PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR }));
    if (request.isMultipart()) app.uploadQuota.assertHourLeft(target.submitter.id);
    const { input, file } = await readProposalBody(request);
    const data = await service.update(target, input, file);
    searchCache.clear();
    return { status: 'success', message: MESSAGES.proposalUpdated, data };
  });

  r.get(
    API.proposalsSearch,
    { onRequest: app.requirePublicOrUser, schema: { querystring: proposalSearchQuerySchema, response: { 200: pagedAtLeastSchema(proposalSearchRowSchema) } } },
    async (request) => {
      // sortBy has a default in the schema; whether the caller chose one decides relevance order for a query.
      const sortByGiven = new URL(request.url, 'http://portal.invalid').searchParams.has('sortBy');
      const q = request.query;
      // Signed-in callers and deeper pages always read the database.
      const { rows, total, totalExact } =
        request.user || q.page !== 1
          ? await service.search(q, sortByGiven)
          : await searchCache.get(JSON.stringify({ ...q, sortByGiven }), () => service.search(q, sortByGiven));
      return pagedAtLeast(rows, total, totalExact, request.query.page, request.query.limit);
    },
  );

  r.post(API.connectedStakeholder, { onRequest: app.authenticate, schema: { body: connectStakeholderSchema } }, async (request, reply) => {
    const { created, data } = await service.connect(request.user!, request.body);
    return reply
      .status(created ? 201 : 200)
      .send({ status: 'success', message: created ? MESSAGES.interestRegistered : MESSAGES.interestAlreadyRegistered, data });
  });

  // "I am not part of this": the caller leaves a proposal they were named on; the owner is told.
  r.delete(API.proposalLeave(':id'), { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: doneSchema } } }, async (request) => {
    await service.leave(request.user!, request.params.id);
    return ok(null, MESSAGES.leftProposal);
  });

  // The body's userId is not read: the token, when there is one, decides what the caller sees.
  r.post(API.proposalDetails(':id'), { schema: { params: idParamsSchema }, preHandler: app.identify }, async (request) => ({
    status: 'success',
    data: await service.details(request.user, request.params.id),
  }));
}
