import { API, REVIEW_MESSAGES, ROUND_MESSAGES as M } from '@portal/shared';
import {
  adminRoundSchema,
  appliedPlanSchema,
  applyAssignmentPlanSchema,
  assignmentPlanInputSchema,
  assignmentPlanSchema,
  agendaItemSchema,
  agendaSchema,
  publicRoundsSchema,
  releaseResultSchema,
  roundCreateSchema,
  roundDecisionSchema,
  roundMeetingSchema,
  roundParamsSchema,
  roundProposalParamsSchema,
  roundUpdateSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, okMessageSchema, okSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { roundAgenda } from './operations/agenda.js';
import { decideProposal } from './operations/decide-proposal.js';
import { getAdminRound, listAdminRounds, publicRounds } from './operations/list-rounds.js';
import { lockMinutes, minutesPdf } from './operations/lock-minutes.js';
import { applyRoundPlan, planRoundReviewers } from './operations/plan-reviewers.js';
import { releaseDecisions } from './operations/release-decisions.js';
import { createRound, recordMeeting, updateRound } from './operations/save-round.js';

/** Evaluation rounds and the committee (docs/architecture.md#evaluation-rounds): the admin's calls and the public list. */
export async function roundsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');

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

  r.post(
    API.adminRoundMinutes(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema, response: { 200: okMessageSchema(adminRoundSchema) } } },
    async (request) => ok(await lockMinutes(app, request.user!, request.params.id), M.minutesLocked),
  );

  r.get(
    API.adminRoundMinutesPdf(':id'),
    { onRequest: adminOnly, schema: { params: roundParamsSchema }, config: { openapi: { answers: { 200: 'application/pdf' } } } },
    async (request, reply) => {
      const { pdf } = await minutesPdf(app, request.params.id);
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="minutes-${request.params.id}.pdf"`).send(pdf);
    },
  );
}
