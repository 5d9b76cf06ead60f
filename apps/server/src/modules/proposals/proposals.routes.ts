import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  API,
  fillMessage,
  MESSAGES,
  DRAFT_SAVES_PER_ACCOUNT_PER_HOUR,
  PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR,
  PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR,
  PROPOSAL_KINDS,
  PROPOSAL_TEXT_MAX_LENGTH,
  PROPOSAL_UPLOAD_MAX_BYTES,
} from '@portal/shared';
import {
  adminProposalsExportQuerySchema,
  adminProposalsQuerySchema,
  connectResultSchema,
  connectStakeholderSchema,
  idParamsSchema,
  myProposalsQuerySchema,
  proposalCountsSchema,
  proposalDetailSchema,
  proposalDraftCreateSchema,
  proposalSubmitSchema,
  PROPOSAL_FILE_FIELD,
  proposalBodySchema,
  proposalHistoryQuerySchema,
  proposalSearchQuerySchema,
  proposalStatusUpdateSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { doneSchema, ok, okMessageSchema, okSchema, paged, pagedAtLeast, pagedAtLeastSchema, pagedSchema } from '../../lib/envelope.js';
import { detectDocumentType } from '../../lib/file-types.js';
import { describeError } from '../../lib/log-error.js';
import { HOUR_MS, RateLimiter } from '../../lib/rate-limit.js';
import { sendStreamed } from '../../lib/streamed.js';
import { readMultipart, type UploadedFile } from '../../lib/uploads.js';
import { multipartForm } from '../../plugins/openapi.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { exportFileName } from './export-file-name.js';
import { proposalBodyFromForm } from './proposal-form.js';
import { exportProposalsCsv, listMyProposals, listProposalsForAdmin } from './operations/list-proposals.js';
import { countMyProposals } from './operations/proposal-counts.js';
import { SearchCache } from './search-cache.js';
import { proposalRowSchema, proposalSearchRowSchema, toProposalRow } from './proposal-lists.view.js';
import { connectToProposal } from './operations/connect-to-proposal.js';
import { createDraft } from './operations/create-draft.js';
import { createProposal } from './operations/create-proposal.js';
import { deleteDraft } from './operations/delete-draft.js';
import { receiptPdf } from './operations/receipt.js';
import { saveDraft } from './operations/save-draft.js';
import { submitProposal } from './operations/submit-proposal.js';
import { leaveProposal } from './operations/leave-proposal.js';
import { requireEditable, requireSubmitter } from './operations/proposal-access.js';
import { proposalDetails } from './operations/proposal-details.js';
import { proposalHistory } from './operations/proposal-history.js';
import type { ProposalInput } from './operations/proposal-input.js';
import { searchProposals, type SearchResult } from './operations/search-proposals.js';
import { setProposalStatus } from './operations/set-proposal-status.js';
import { updateProposal } from './operations/update-proposal.js';
import { proposalHistoryEntrySchema } from './proposals.view.js';

/** The body for the API description: the form of one of the kinds, as JSON or multipart with the file. */
const proposalJson = z.union(Object.values(PROPOSAL_KINDS).map((kind) => proposalBodySchema(kind)));
const PROPOSAL_BODY = { 'multipart/form-data': multipartForm([PROPOSAL_FILE_FIELD], proposalJson), 'application/json': proposalJson };

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

/** The channel on which an instance tells the others that proposals changed (decision 166). */
export const SEARCH_CACHE_CHANNEL = 'portal_search_cache';

export async function proposalsRoutes(app: FastifyInstance, opts: { searchCacheMs: number; rateLimitScale: number }) {
  const instanceId = randomUUID();
  // Per account, counted before the body is read: each write may mail the people it names (decision 124).
  const perHour = (name: string, max: number) => new RateLimiter(app.db, `proposals.${name}`, Math.ceil(max * opts.rateLimitScale), HOUR_MS);
  const writes = {
    create: perHour('create', PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR),
    edit: perHour('edit', PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR),
    // A wizard saves its draft often; a save mails only people named for the first time (decision 151).
    draftSave: perHour('draftSave', DRAFT_SAVES_PER_ACCOUNT_PER_HOUR),
  };
  // Anonymous first pages of the public search; every write below clears it (decision 093).
  const searchCache = new SearchCache<SearchResult>(opts.searchCacheMs);
  // A write through any instance clears every instance's cache (decision 166): this one at once, the
  // others by a NOTIFY on the one database (PGlite serves one process: the local clear is all).
  const clearSearchCache = (): void => {
    searchCache.clear();
    if (opts.searchCacheMs > 0) {
      app.database.notify(SEARCH_CACHE_CHANNEL, instanceId).catch((err: unknown) => app.log.warn({ err: describeError(err) }, 'search cache notify failed'));
    }
  };
  if (opts.searchCacheMs > 0) {
    const unlisten = await app.database.listen(SEARCH_CACHE_CHANNEL, (from) => {
      if (from !== instanceId) searchCache.clear();
    });
    app.addHook('onClose', async () => unlisten().catch(() => undefined));
  }
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');

  r.get(
    API.proposalsMine,
    { schema: { querystring: myProposalsQuerySchema, response: { 200: pagedSchema(proposalRowSchema) } }, onRequest: app.authenticate },
    async (request) => {
      const { rows, total } = await listMyProposals(app, request.user!, request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  r.get(API.proposalsMineCounts, { schema: { response: { 200: okSchema(proposalCountsSchema) } }, onRequest: app.authenticate }, async (request) =>
    ok(await countMyProposals(app, request.user!)),
  );

  r.patch(
    API.proposalStatus(':id'),
    { onRequest: adminOnly, schema: { params: idParamsSchema, body: proposalStatusUpdateSchema, response: { 200: okMessageSchema(proposalRowSchema) } } },
    async (request) => {
      const row = await setProposalStatus(app, request.user!, request.params.id, request.body);
      clearSearchCache();
      return ok(toProposalRow(row), MESSAGES.proposalStatusUpdated);
    },
  );

  r.get(
    API.adminProposals,
    { onRequest: adminOnly, schema: { querystring: adminProposalsQuerySchema, response: { 200: pagedSchema(proposalRowSchema) } } },
    async (request) => {
      const { rows, total } = await listProposalsForAdmin(app, request.query);
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
      const { rows, total } = await proposalHistory(app, request.params.id, request.query);
      return paged(rows, total, request.query.page, request.query.limit);
    },
  );

  // Streamed in keyset batches from the database: an export of any size never sits in memory. A failure
  // before the first batch is an error answer; one after it cuts the connection (lib/streamed.ts).
  r.get(
    API.adminProposalsExport,
    { onRequest: adminOnly, schema: { querystring: adminProposalsExportQuerySchema }, config: { openapi: { answers: { 200: 'text/csv' } } } },
    async (request, reply) => {
      const { format: _format, ...filters } = request.query;
      return sendStreamed(reply, exportProposalsCsv(app, filters), {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(filters)}"`,
      });
    },
  );

  // Who may submit is settled before the body is read, so a refused caller's upload is never taken in.
  r.post(
    API.proposals,
    { onRequest: app.authenticate, schema: { response: { 201: okMessageSchema(proposalDetailSchema) } }, config: { openapi: { body: PROPOSAL_BODY } } },
    async (request, reply) => {
      const submitter = await requireSubmitter(app, request.user!);
      await writes.create.hit(submitter.id, fillMessage(MESSAGES.proposalCreateLimit, { max: PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR }));
      await app.uploadQuota.assertHourLeft(submitter.id);
      const { input, file } = await readProposalBody(request);
      const { kind, data } = await createProposal(app, submitter, input, file);
      clearSearchCache();
      return reply.status(201).send(ok(data, MESSAGES[kind.submittedToastKey]));
    },
  );

  // A draft (docs/architecture.md#drafts-and-receipts): an empty DRAFT of the kind, under the posting rules.
  r.post(
    API.proposalDrafts,
    { onRequest: app.authenticate, schema: { body: proposalDraftCreateSchema, response: { 201: okMessageSchema(proposalDetailSchema) } } },
    async (request, reply) => {
      const owner = await requireSubmitter(app, request.user!);
      await writes.create.hit(owner.id, fillMessage(MESSAGES.proposalCreateLimit, { max: PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR }));
      const data = await createDraft(app, owner, request.body);
      return reply.status(201).send(ok(data, MESSAGES.draftCreated));
    },
  );

  // An edit of a submission under review (the owner), or a save of a draft (the owner or a co-editor, with `version`).
  r.patch(
    API.proposal(':id'),
    {
      schema: { params: idParamsSchema, response: { 200: okMessageSchema(proposalDetailSchema) } },
      config: { openapi: { body: PROPOSAL_BODY } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const target = await requireEditable(app, request.user!, request.params.id);
      const isDraft = target.proposal.status === 'DRAFT';
      if (isDraft) await writes.draftSave.hit(target.editor.id, fillMessage(MESSAGES.draftSaveLimit, { max: DRAFT_SAVES_PER_ACCOUNT_PER_HOUR }));
      else await writes.edit.hit(target.submitter.id, fillMessage(MESSAGES.proposalEditLimit, { max: PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR }));
      if (request.isMultipart()) await app.uploadQuota.assertHourLeft(target.submitter.id);
      const { input, file } = await readProposalBody(request);
      if (isDraft) return ok(await saveDraft(app, target, input, file), MESSAGES.draftSaved);
      const data = await updateProposal(app, target, input, file);
      clearSearchCache();
      return ok(data, MESSAGES.proposalUpdated);
    },
  );

  r.post(
    API.proposalSubmit(':id'),
    { onRequest: app.authenticate, schema: { params: idParamsSchema, body: proposalSubmitSchema, response: { 200: okMessageSchema(proposalDetailSchema) } } },
    async (request) => {
      const { kind, data } = await submitProposal(app, request.user!, request.params.id, request.body?.version);
      clearSearchCache();
      return ok(data, MESSAGES[kind.submittedToastKey]);
    },
  );

  // The owner deletes a draft; a submission is never deleted.
  r.delete(API.proposal(':id'), { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: doneSchema } } }, async (request) => {
    await deleteDraft(app, request.user!, request.params.id);
    return ok(null, MESSAGES.draftDeleted);
  });

  // The receipt of a submission: owner, collaborators and admins; the same 404 for anyone else and for drafts.
  r.get(
    API.proposalReceipt(':id'),
    { onRequest: app.authenticate, schema: { params: idParamsSchema }, config: { openapi: { answers: { 200: 'application/pdf' } } } },
    async (request, reply) => {
      const { reference, pdf } = await receiptPdf(app, request.user!, request.params.id);
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${reference}.pdf"`).send(pdf);
    },
  );

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
          ? await searchProposals(app, q, sortByGiven)
          : await searchCache.get(JSON.stringify({ ...q, sortByGiven }), () => searchProposals(app, q, sortByGiven));
      return pagedAtLeast(rows, total, totalExact, request.query.page, request.query.limit);
    },
  );

  const connected = okMessageSchema(connectResultSchema);
  r.post(
    API.connectedStakeholder,
    { onRequest: app.authenticate, schema: { body: connectStakeholderSchema, response: { 200: connected, 201: connected } } },
    async (request, reply) => {
      const { created, data } = await connectToProposal(app, request.user!, request.body);
      return reply.status(created ? 201 : 200).send(ok(data, created ? MESSAGES.interestRegistered : MESSAGES.interestAlreadyRegistered));
    },
  );

  // "I am not part of this": the caller leaves a proposal they were named on; the owner is told.
  r.delete(API.proposalLeave(':id'), { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: doneSchema } } }, async (request) => {
    await leaveProposal(app, request.user!, request.params.id);
    return ok(null, MESSAGES.leftProposal);
  });

  // The body's userId is not read: the token, when there is one, decides what the caller sees.
  r.post(
    API.proposalDetails(':id'),
    { schema: { params: idParamsSchema, response: { 200: okSchema(proposalDetailSchema) } }, onRequest: app.identify },
    async (request) => ok(await proposalDetails(app, request.user, request.params.id)),
  );
}
