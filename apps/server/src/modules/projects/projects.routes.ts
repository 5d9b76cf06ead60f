import multipart from '@fastify/multipart';
import {
  AGREEMENT_FILE_FIELD,
  fillMessage,
  MESSAGES,
  PROJECT_API,
  PROJECT_MESSAGES,
  PROPOSAL_UPLOAD_MAX_BYTES,
  REPORT_FILE_FIELD,
  REPORT_TEXT_MAX_LENGTH,
  type TrancheNumber,
} from '@portal/shared';
import {
  adminProjectsQuerySchema,
  outputInputSchema,
  outputParamsSchema,
  projectParamsSchema,
  projectRowSchema,
  projectSchema,
  projectStatsSchema,
  projectTotalsSchema,
  projectSetupSchema,
  publicSummaryApproveSchema,
  publicSummaryInputSchema,
  reportParamsSchema,
  reportReviewSchema,
  reportSubmitSchema,
  trancheCorrectSchema,
  trancheParamsSchema,
  trancheReleaseSchema,
  trancheReverseSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, okMessageSchema, okSchema, paged, pagedSchema } from '../../lib/envelope.js';
import { multipartForm } from '../../plugins/openapi.js';
import { AppError } from '../../lib/errors.js';
import { isPdf } from '../../lib/file-types.js';
import { sendStreamed } from '../../lib/streamed.js';
import { readMultipart } from '../../lib/uploads.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { correctRelease } from './operations/correct-release.js';
import { adminProjects, exportProjectsCsv, projectStats } from './operations/list-projects.js';
import { requireGrantee } from './operations/project-access.js';
import { projectRows } from './operations/project-rows.js';
import { projectView } from './operations/project-view.js';
import { addOutput, removeOutput } from './operations/project-outputs.js';
import { approvePublicSummary, savePublicSummary } from './operations/public-summary.js';
import { releaseTranche } from './operations/release-tranche.js';
import { reverseRelease } from './operations/reverse-release.js';
import { reviewReport } from './operations/review-report.js';
import { setUpProject } from './operations/set-up-project.js';
import { submitReport } from './operations/submit-report.js';
import { uploadAgreement } from './operations/upload-agreement.js';

// Every answer by its schema (packages/shared schemas/project.ts), in the API description too.
const projectAnswer = { 200: okMessageSchema(projectSchema) };

const pdfOnly = (data: Buffer) => (isPdf(data) ? 'application/pdf' : null);

/** Funded projects (docs/architecture.md#funded-projects). Admin routes check the role before the body is read. */
export async function projectsRoutes(app: FastifyInstance) {
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');

  r.get(PROJECT_API.mine, { onRequest: app.authenticate, schema: { response: { 200: okSchema(z.array(projectRowSchema)) } } }, async (request) =>
    ok(await projectRows(app, request.user!.id)),
  );

  r.get(
    PROJECT_API.adminList,
    {
      onRequest: adminOnly,
      schema: { querystring: adminProjectsQuerySchema, response: { 200: pagedSchema(projectRowSchema).extend({ totals: projectTotalsSchema }) } },
    },
    async (request) => {
      const { rows, total, totals } = await adminProjects(app, request.query);
      return { ...paged(rows, total, request.query.page, request.query.limit), totals };
    },
  );

  r.get(PROJECT_API.adminStats, { onRequest: adminOnly, schema: { response: { 200: okSchema(projectStatsSchema) } } }, async () => ok(await projectStats(app)));

  r.get(
    PROJECT_API.adminExport,
    { onRequest: adminOnly, schema: { querystring: adminProjectsQuerySchema }, config: { openapi: { answers: { 200: 'text/csv' } } } },
    async (request, reply) =>
      sendStreamed(reply, exportProjectsCsv(app, request.query), {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="projects-${new Date().toISOString().slice(0, 10)}.csv"`,
      }),
  );

  // Owner, collaborators and admins; anyone else the 404 of a project that does not exist.
  r.get(
    PROJECT_API.project(':proposalId'),
    { onRequest: app.authenticate, schema: { params: projectParamsSchema, response: { 200: okSchema(projectSchema) } } },
    async (request) => {
      await requireGrantee(app, request.user!, request.params.proposalId, { adminToo: true });
      return ok(await projectView(app, request.params.proposalId));
    },
  );

  r.put(
    PROJECT_API.adminProject(':proposalId'),
    { onRequest: adminOnly, schema: { params: projectParamsSchema, body: projectSetupSchema, response: projectAnswer } },
    async (request) => ok(await setUpProject(app, request.user!, request.params.proposalId, request.body), PROJECT_MESSAGES.projectSaved),
  );

  r.post(
    PROJECT_API.agreement(':proposalId'),
    {
      onRequest: adminOnly,
      schema: { params: projectParamsSchema, response: projectAnswer },
      config: { openapi: { body: { 'multipart/form-data': multipartForm([AGREEMENT_FILE_FIELD], z.object({})) } } },
    },
    async (request) => {
      await requireGrantee(app, request.user!, request.params.proposalId, { adminToo: true });
      if (!request.isMultipart())
        throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.agreementRefused, [
          { path: ['body', AGREEMENT_FILE_FIELD], message: PROJECT_MESSAGES.agreementRefused },
        ]);
      const { files } = await readMultipart(request, {
        fileFields: [AGREEMENT_FILE_FIELD],
        maxFileBytes: PROPOSAL_UPLOAD_MAX_BYTES,
        detectType: pdfOnly,
        refusal: PROJECT_MESSAGES.agreementRefused,
        maxFields: 2,
      });
      const file = files.get(AGREEMENT_FILE_FIELD);
      if (!file)
        throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.agreementRefused, [
          { path: ['body', AGREEMENT_FILE_FIELD], message: PROJECT_MESSAGES.agreementRefused },
        ]);
      return ok(await uploadAgreement(app, request.user!, request.params.proposalId, file), PROJECT_MESSAGES.agreementSaved);
    },
  );

  r.post(
    PROJECT_API.release(':proposalId', ':n'),
    { onRequest: adminOnly, schema: { params: trancheParamsSchema, body: trancheReleaseSchema, response: projectAnswer } },
    async (request) => {
      const n = request.params.n as TrancheNumber;
      return ok(await releaseTranche(app, request.user!, request.params.proposalId, n, request.body), fillMessage(PROJECT_MESSAGES.trancheReleased, { n }));
    },
  );

  // A release's date or reference corrected, or the latest release reversed: each with a reason, audited.
  r.post(
    PROJECT_API.correct(':proposalId', ':n'),
    { onRequest: adminOnly, schema: { params: trancheParamsSchema, body: trancheCorrectSchema, response: projectAnswer } },
    async (request) => {
      const n = request.params.n as TrancheNumber;
      return ok(await correctRelease(app, request.user!, request.params.proposalId, n, request.body), fillMessage(PROJECT_MESSAGES.trancheCorrected, { n }));
    },
  );

  r.post(
    PROJECT_API.reverse(':proposalId', ':n'),
    { onRequest: adminOnly, schema: { params: trancheParamsSchema, body: trancheReverseSchema, response: projectAnswer } },
    async (request) => {
      const n = request.params.n as TrancheNumber;
      return ok(await reverseRelease(app, request.user!, request.params.proposalId, n, request.body), fillMessage(PROJECT_MESSAGES.trancheReversed, { n }));
    },
  );

  r.post(
    PROJECT_API.review(':proposalId', ':reportId'),
    { onRequest: adminOnly, schema: { params: reportParamsSchema, body: reportReviewSchema, response: projectAnswer } },
    async (request) =>
      ok(await reviewReport(app, request.user!, request.params.proposalId, request.params.reportId, request.body), PROJECT_MESSAGES.reportReviewed),
  );

  // The public summary: the owner and collaborators write it (an admin is not a grantee: 404), the admin approves a version.
  r.put(
    PROJECT_API.publicSummary(':proposalId'),
    { onRequest: app.authenticate, schema: { params: projectParamsSchema, body: publicSummaryInputSchema, response: projectAnswer } },
    async (request) => {
      await requireGrantee(app, request.user!, request.params.proposalId, { adminToo: false });
      return ok(await savePublicSummary(app, request.user!, request.params.proposalId, request.body), PROJECT_MESSAGES.publicSummarySaved);
    },
  );

  r.post(
    PROJECT_API.approveSummary(':proposalId'),
    { onRequest: adminOnly, schema: { params: projectParamsSchema, body: publicSummaryApproveSchema, response: projectAnswer } },
    async (request) => ok(await approvePublicSummary(app, request.user!, request.params.proposalId, request.body), PROJECT_MESSAGES.publicSummaryApproved),
  );

  // Outputs (decision 263): the owner and collaborators list them; they, or an admin, take one off.
  r.post(
    PROJECT_API.outputs(':proposalId'),
    { onRequest: app.authenticate, schema: { params: projectParamsSchema, body: outputInputSchema, response: { 201: okMessageSchema(projectSchema) } } },
    async (request, reply) => {
      await requireGrantee(app, request.user!, request.params.proposalId, { adminToo: false });
      return reply.status(201).send(ok(await addOutput(app, request.user!, request.params.proposalId, request.body), PROJECT_MESSAGES.outputAdded));
    },
  );

  r.delete(
    PROJECT_API.output(':proposalId', ':outputId'),
    { onRequest: app.authenticate, schema: { params: outputParamsSchema, response: projectAnswer } },
    async (request) => {
      await requireGrantee(app, request.user!, request.params.proposalId, { adminToo: true });
      return ok(await removeOutput(app, request.user!, request.params.proposalId, request.params.outputId), PROJECT_MESSAGES.outputRemoved);
    },
  );

  // Only the owner and collaborators report (an admin is not a grantee: 404); who may is settled before the body is read.
  r.post(
    PROJECT_API.reports(':proposalId'),
    {
      onRequest: app.authenticate,
      schema: { params: projectParamsSchema, response: { 201: okMessageSchema(projectSchema) } },
      config: { openapi: { body: { 'multipart/form-data': multipartForm([REPORT_FILE_FIELD], reportSubmitSchema) } } },
    },
    async (request, reply) => {
      await requireGrantee(app, request.user!, request.params.proposalId, { adminToo: false });
      await app.uploadQuota.assertHourLeft(request.user!.id);
      if (!request.isMultipart())
        throw new AppError('BAD_REQUEST', PROJECT_MESSAGES.reportFileRequired, [
          { path: ['body', REPORT_FILE_FIELD], message: PROJECT_MESSAGES.reportFileRequired },
        ]);
      const { fields, files } = await readMultipart(request, {
        fileFields: [REPORT_FILE_FIELD],
        maxFileBytes: PROPOSAL_UPLOAD_MAX_BYTES,
        detectType: pdfOnly,
        refusal: PROJECT_MESSAGES.reportRefused,
        maxFields: 8,
        maxFieldBytes: 4 * REPORT_TEXT_MAX_LENGTH,
      });
      const parsed = reportSubmitSchema.safeParse(fields);
      const file = files.get(REPORT_FILE_FIELD);
      const errors = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: ['body', ...i.path.map(String)], message: i.message }));
      if (!file) errors.push({ path: ['body', REPORT_FILE_FIELD], message: PROJECT_MESSAGES.reportFileRequired });
      if (!parsed.success || !file) throw new AppError('BAD_REQUEST', MESSAGES.validationFailed, errors);
      const data = await submitReport(app, request.user!, request.params.proposalId, parsed.data, file);
      return reply.status(201).send(ok(data, PROJECT_MESSAGES.reportSubmitted));
    },
  );
}
