import { API, COMMITTEE_SEARCHES_PER_ACCOUNT_PER_HOUR, REVIEW_MESSAGES, ROUND_MESSAGES as M } from '@portal/shared';
import {
  adminRoundSchema,
  appliedPlanSchema,
  applyAssignmentPlanSchema,
  assignmentPlanInputSchema,
  assignmentPlanSchema,
  agendaItemSchema,
  committeeCandidateSchema,
  committeeCandidatesQuerySchema,
  agendaSchema,
  publicRoundsSchema,
  releaseResultSchema,
  roundCreateSchema,
  roundDecisionSchema,
  roundMeetingSchema,
  roundMinutesLockSchema,
  roundMinutesQuerySchema,
  roundParamsSchema,
  roundProposalParamsSchema,
  roundUpdateSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, okMessageSchema, okSchema } from '../../lib/envelope.js';
import { HOUR_MS, RateLimiter } from '../../lib/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { roundAgenda } from './operations/agenda.js';
import { committeeCandidates } from './operations/committee-candidates.js';
import { decideProposal } from './operations/decide-proposal.js';
import { getAdminRound, listAdminRounds, publicRounds } from './operations/list-rounds.js';
import { lockMinutes, minutesPdf } from './operations/lock-minutes.js';
import { applyRoundPlan, planRoundReviewers } from './operations/plan-reviewers.js';
import { releaseDecisions } from './operations/release-decisions.js';
import { createRound, recordMeeting, updateRound } from './operations/save-round.js';

/** Evaluation rounds and the committee (docs/architecture.md#evaluation-rounds): the admin's calls and the public list. */
export async function roundsRoutes(app: FastifyInstance, opts: { rateLimitScale: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');
  // Per account, like the other searches of people: a picker, not a directory to page through (decision 285).
  const candidateSearches = new RateLimiter(
    app.db,
    'rounds.committeeCandidates',
    Math.ceil(COMMITTEE_SEARCHES_PER_ACCOUNT_PER_HOUR * opts.rateLimitScale),
    HOUR_MS,
  );

  r.get(API.rounds, { schema: { response: { 200: okSchema(publicRoundsSchema) } } }, async () => ok(await publicRounds(app)));

  r.get(API.adminRounds, { onRequest: adminOnly, schema: { response: { 200: okSchema(z.array(adminRoundSchema)) } } }, async () =>
    ok(await listAdminRounds(app)),
  );

  r.post(
    API.adminRounds,
    { onRequest: adminOnly, schema: { body: roundCreateSchema, response: { 201: okMessageSchema(adminRoundSchema) } } },
    async (request, reply) => reply.status(201).send(ok(await createRound(app, request.user!, request.body), M.roundCreated)),
  );

  r.get(
    API.adminRound(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema, response: { 200: okSchema(adminRoundSchema) } } },
    async (request) => ok(await getAdminRound(app, request.params.id)),
  );

  r.patch(
    API.adminRound(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema, body: roundUpdateSchema, response: { 200: okMessageSchema(adminRoundSchema) } } },
    async (request) => ok(await updateRound(app, request.user!, request.params.id, request.body), M.roundSaved),
  );

  r.get(
    API.adminCommitteeCandidates,
    { onRequest: adminOnly, schema: { querystring: committeeCandidatesQuerySchema, response: { 200: okSchema(z.array(committeeCandidateSchema)) } } },
    async (request) => {
      await candidateSearches.hit(request.user!.id, M.committeeSearchLimit);
      return ok(await committeeCandidates(app, request.query));
    },
  );

  r.put(
    API.adminRoundMeeting(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema, body: roundMeetingSchema, response: { 200: okMessageSchema(adminRoundSchema) } } },
    async (request) => ok(await recordMeeting(app, request.user!, request.params.id, request.body), M.meetingSaved),
  );

  r.get(
    API.adminRoundAgenda(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema, response: { 200: okSchema(agendaSchema) } } },
    async (request) => ok(await roundAgenda(app, request.params.id)),
  );

  r.put(
    API.adminRoundDecision(':id', ':proposalId'),
    { onRequest: adminOnly, schema: { params: roundProposalParamsSchema, body: roundDecisionSchema, response: { 200: okMessageSchema(agendaItemSchema) } } },
    async (request) => ok(await decideProposal(app, request.user!, request.params.id, request.params.proposalId, request.body), M.decisionSaved),
  );

  r.post(
    API.adminRoundAssignmentPlan(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema, body: assignmentPlanInputSchema, response: { 200: okSchema(assignmentPlanSchema) } } },
    async (request) => ok(await planRoundReviewers(app, request.params.id, request.body)),
  );

  r.post(
    API.adminRoundAssignmentPlanApply(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema, body: applyAssignmentPlanSchema, response: { 200: okMessageSchema(appliedPlanSchema) } } },
    async (request) => {
      const result = await applyRoundPlan(app, request.user!, request.params.id, request.body);
      return ok(result, result.created > 0 ? REVIEW_MESSAGES.planApplied : REVIEW_MESSAGES.planAlreadyApplied);
    },
  );

  r.post(
    API.adminRoundRelease(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema, response: { 200: okMessageSchema(releaseResultSchema) } } },
    async (request) => {
      const result = await releaseDecisions(app, request.user!, request.params.id);
      return ok(result, result.alreadyReleased ? M.alreadyReleased : M.released);
    },
  );

  // The body is optional: without it the minutes are written in English and Hindi (decision 284).
  r.post(
    API.adminRoundMinutes(':id'),
    {
      onRequest: adminOnly,
      schema: { params: roundParamsSchema, body: roundMinutesLockSchema.optional(), response: { 200: okMessageSchema(adminRoundSchema) } },
    },
    async (request) => ok(await lockMinutes(app, request.user!, request.params.id, request.body ?? {}), M.minutesLocked),
  );

  r.get(
    API.adminRoundMinutesPdf(':id'),
    {
      onRequest: adminOnly,
      schema: { params: roundParamsSchema, querystring: roundMinutesQuerySchema },
      config: { openapi: { answers: { 200: 'application/pdf' } } },
    },
    async (request, reply) => {
      const { pdf, language } = await minutesPdf(app, request.params.id, request.query.language);
      const file = language === 'hi' ? `minutes-${request.params.id}-hi.pdf` : `minutes-${request.params.id}.pdf`;
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${file}"`).send(pdf);
    },
  );
}
