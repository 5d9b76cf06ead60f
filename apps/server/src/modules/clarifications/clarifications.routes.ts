import multipart from '@fastify/multipart';
import { API, CLARIFICATION_REPLIES_PER_ACCOUNT_PER_HOUR, CLARIFICATION_TEXT_MAX_LENGTH, fillMessage, MESSAGES } from '@portal/shared';
import {
  clarificationFollowUpSchema,
  clarificationParamsSchema,
  clarificationSchema,
  idParamsSchema,
  openClarificationSchema,
  profileClarificationSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { doneSchema, ok, okSchema } from '../../lib/envelope.js';
import { detectDocumentType } from '../../lib/file-types.js';
import { HOUR_MS, RateLimiter } from '../../lib/rate-limit.js';
import { readMultipart, type UploadedFile } from '../../lib/uploads.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { requireApplicant, requirePrivateViewer } from '../proposals/index.js';
import { assertMayReadUser } from '../users/index.js';
import { askClarification } from './operations/ask-clarification.js';
import { closeClarification } from './operations/close-clarification.js';
import { followUpClarification } from './operations/follow-up-clarification.js';
import { listClarificationsFor } from './operations/list-clarifications.js';
import { openClarifications } from './operations/open-clarifications.js';
import { REPLY_MULTIPART, replyToClarification } from './operations/reply-to-clarification.js';

/** A reply as sent: JSON `{ text }`, or multipart with `text` and a `file` judged by its bytes (413/415 before anything is stored). */
async function readReply(request: FastifyRequest): Promise<{ input: { text?: unknown }; file: UploadedFile | undefined }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { input: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { text?: unknown }) : {}, file: undefined };
  }
  const { fields, files } = await readMultipart(request, {
    ...REPLY_MULTIPART,
    detectType: detectDocumentType,
    refusal: MESSAGES.challengeDocRefused,
    maxFields: 4,
    // The text holds up to CLARIFICATION_TEXT_MAX_LENGTH characters of up to 4 bytes each.
    maxFieldBytes: 4 * CLARIFICATION_TEXT_MAX_LENGTH,
  });
  return { input: { text: fields.text }, file: files.get(REPLY_MULTIPART.fileFields[0]) };
}

/**
 * The admin's clarification request, for a profile and for every proposal kind, and a proposal's
 * thread: replies by its applicants, follow-ups and closing by admins (docs/architecture.md#clarification-threads).
 */
export async function clarificationsRoutes(app: FastifyInstance, opts: { rateLimitScale: number }) {
  // Each reply mails the admins: an account's replies are limited like its proposal edits (decision 192).
  const replies = new RateLimiter(app.db, 'clarifications.reply', Math.ceil(CLARIFICATION_REPLIES_PER_ACCOUNT_PER_HOUR * opts.rateLimitScale), HOUR_MS);
  await app.register(multipart, { attachFieldsToBody: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRoles('ADMIN');

  r.put(
    API.adminProfileClarification,
    { schema: { body: profileClarificationSchema, response: { 200: doneSchema } }, onRequest: adminOnly },
    async (request) => {
      await askClarification(app, request.user!, request.body);
      return ok(null, MESSAGES.clarificationMailSent);
    },
  );

  // Who may reply is settled before the body is read, so a refused caller's upload is never taken in.
  r.post(
    API.clarificationReplies(':id', ':cid'),
    { onRequest: app.authenticate, schema: { params: clarificationParamsSchema, response: { 201: doneSchema } } },
    async (request, reply) => {
      const { proposal, kind } = await requireApplicant(app, request.user!, request.params.id);
      await replies.hit(request.user!.id, fillMessage(MESSAGES.clarificationReplyLimit, { max: CLARIFICATION_REPLIES_PER_ACCOUNT_PER_HOUR }));
      if (request.isMultipart()) app.uploadQuota.assertHourLeft(request.user!.id);
      const { input, file } = await readReply(request);
      await replyToClarification(app, request.user!, { proposal, kind, clarificationId: request.params.cid }, input, file);
      return reply.status(201).send(ok(null, MESSAGES.clarificationReplySent));
    },
  );

  r.post(
    API.adminClarificationFollowUps(':id', ':cid'),
    { onRequest: adminOnly, schema: { params: clarificationParamsSchema, body: clarificationFollowUpSchema, response: { 201: doneSchema } } },
    async (request, reply) => {
      const { proposal, kind } = await requirePrivateViewer(app, request.user!, request.params.id);
      await followUpClarification(app, request.user!, { proposal, kind, clarificationId: request.params.cid }, request.body);
      return reply.status(201).send(ok(null, MESSAGES.clarificationFollowUpSent));
    },
  );

  r.post(
    API.adminClarificationClose(':id', ':cid'),
    { onRequest: adminOnly, schema: { params: clarificationParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      const { proposal, kind } = await requirePrivateViewer(app, request.user!, request.params.id);
      await closeClarification(app, request.user!, { proposal, kind, clarificationId: request.params.cid });
      return ok(null, MESSAGES.clarificationClosed);
    },
  );

  // Owner, collaborators and admins; anyone else the same 404 as for a proposal that does not exist.
  r.get(
    API.proposalClarifications(':id'),
    { schema: { params: idParamsSchema, response: { 200: okSchema(z.array(clarificationSchema)) } }, onRequest: app.authenticate },
    async (request) => {
      const { proposal, kind } = await requirePrivateViewer(app, request.user!, request.params.id);
      return ok(await listClarificationsFor(app, kind.postType, proposal.id));
    },
  );

  // The profile's own thread: its owner and admins.
  r.get(
    API.userClarifications(':id'),
    { schema: { params: idParamsSchema, response: { 200: okSchema(z.array(clarificationSchema)) } }, onRequest: app.authenticate },
    async (request) => {
      assertMayReadUser(request.user!, request.params.id);
      return ok(await listClarificationsFor(app, 'USER', request.params.id));
    },
  );

  r.get(API.clarificationsMine, { onRequest: app.authenticate, schema: { response: { 200: okSchema(z.array(openClarificationSchema)) } } }, async (request) =>
    ok(await openClarifications(app, request.user!)),
  );
}
