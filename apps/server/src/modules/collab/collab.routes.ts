import { API, MESSAGES } from '@portal/shared';
import {
  collabChatCreateSchema,
  collabChatMessageSchema,
  collabInviteSchema,
  collabReportCreateSchema,
  collabReportSchema,
  collabRequestCreateSchema,
  collabRequestListSchema,
  collabRequestSchema,
  collabSuggestionSchema,
  collabSuspensionSchema,
  idParamsSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, okMessageSchema, okSchema } from '../../lib/envelope.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { answerRequest, blockSender, reportRequest } from './operations/answer-request.js';
import { dismissReport, listReports, setSuspension } from './operations/collab-reports.js';
import { listConversation, postToConversation } from './operations/conversation.js';
import { invitePartner } from './operations/invite-partner.js';
import { listRequests } from './operations/list-requests.js';
import { sendRequest } from './operations/send-request.js';
import { suggestPartners } from './operations/suggest-partners.js';

/** Partners by consent (docs/architecture.md#partners-by-consent). */
export async function collabRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');
  const request = okMessageSchema(collabRequestSchema);
  const userParams = z.object({ userId: idParamsSchema.shape.id });

  r.get(API.collabSuggestions, { onRequest: app.authenticate, schema: { response: { 200: okSchema(z.array(collabSuggestionSchema)) } } }, async (req) =>
    ok(await suggestPartners(app, req.user!)),
  );

  r.get(API.collabRequests, { onRequest: app.authenticate, schema: { response: { 200: okSchema(collabRequestListSchema) } } }, async (req) =>
    ok(await listRequests(app, req.user!)),
  );

  r.post(API.collabRequests, { onRequest: app.authenticate, schema: { body: collabRequestCreateSchema, response: { 201: request } } }, async (req, reply) => {
    const { request: sent } = await sendRequest(app, req.user!, req.body);
    return reply.code(201).send(ok(sent, MESSAGES.collabRequestSent));
  });

  r.post(API.collabRequestAccept(':id'), { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: request } } }, async (req) =>
    ok(await answerRequest(app, req.user!, req.params.id, 'ACCEPTED'), MESSAGES.collabRequestAccepted),
  );

  r.post(API.collabRequestDecline(':id'), { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: request } } }, async (req) =>
    ok(await answerRequest(app, req.user!, req.params.id, 'DECLINED'), MESSAGES.collabRequestDeclined),
  );

  r.post(API.collabRequestBlock(':id'), { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: request } } }, async (req) =>
    ok(await blockSender(app, req.user!, req.params.id), MESSAGES.collabSenderBlocked),
  );

  r.post(
    API.collabRequestReport(':id'),
    { onRequest: app.authenticate, schema: { params: idParamsSchema, body: collabReportCreateSchema, response: { 200: request } } },
    async (req) => ok(await reportRequest(app, req.user!, req.params.id, req.body.reason), MESSAGES.collabReportSent),
  );

  r.post(
    API.collabRequestInvite(':id'),
    { onRequest: app.authenticate, schema: { params: idParamsSchema, body: collabInviteSchema, response: { 200: request } } },
    async (req) => ok((await invitePartner(app, req.user!, req.params.id, req.body.proposalId)).request, MESSAGES.collabPartnerInvited),
  );

  const conversation = okSchema(z.array(collabChatMessageSchema));
  r.get(API.collabRequestMessages(':id'), { onRequest: app.authenticate, schema: { params: idParamsSchema, response: { 200: conversation } } }, async (req) =>
    ok(await listConversation(app, req.user!, req.params.id)),
  );
  r.post(
    API.collabRequestMessages(':id'),
    { onRequest: app.authenticate, schema: { params: idParamsSchema, body: collabChatCreateSchema, response: { 201: conversation } } },
    async (req, reply) => reply.code(201).send(ok(await postToConversation(app, req.user!, req.params.id, req.body.body))),
  );

  r.get(API.adminCollabReports, { onRequest: adminOnly, schema: { response: { 200: okSchema(z.array(collabReportSchema)) } } }, async () =>
    ok(await listReports(app)),
  );
  r.post(
    API.adminCollabReportDismiss(':id'),
    { onRequest: adminOnly, schema: { params: idParamsSchema, response: { 200: okMessageSchema(z.object({ id: z.string(), dismissed: z.literal(true) })) } } },
    async (req) => ok(await dismissReport(app, req.user!, req.params.id), MESSAGES.collabReportDismissed),
  );
  const suspension = okMessageSchema(collabSuspensionSchema);
  r.put(API.adminCollabSuspension(':userId'), { onRequest: adminOnly, schema: { params: userParams, response: { 200: suspension } } }, async (req) =>
    ok(await setSuspension(app, req.user!, req.params.userId, true), MESSAGES.collabSenderSuspended),
  );
  r.delete(API.adminCollabSuspension(':userId'), { onRequest: adminOnly, schema: { params: userParams, response: { 200: suspension } } }, async (req) =>
    ok(await setSuspension(app, req.user!, req.params.userId, false), MESSAGES.collabSuspensionLifted),
  );
}
