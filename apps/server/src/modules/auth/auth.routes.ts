import { API, MESSAGES } from '@portal/shared';
import {
  emailOnlySchema,
  loginResultSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  tokenPairSchema,
  verifyEmailSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { z } from 'zod';
import { doneSchema, ok, okSchema } from '../../lib/envelope.js';
import { RateLimiter } from '../../lib/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { AuthService } from './auth.service.js';

const MINUTE = 60_000;

/** The spec reads the tokens of the register answer at the top level too (ARCHITECTURE.md, API contract). */
const registeredSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
  data: tokenPairSchema,
});
const done = { response: { 200: doneSchema } };

/** Per address and per client limits (decision 006); `scale` lets load tests raise them. */
function createLimits(scale: number) {
  const limiter = (max: number, windowMs: number) => new RateLimiter(Math.ceil(max * scale), windowMs);
  return {
    login: { address: limiter(10, 15 * MINUTE), client: limiter(100, 15 * MINUTE) },
    register: { address: limiter(5, 60 * MINUTE), client: limiter(30, 60 * MINUTE) },
    verify: { address: limiter(20, 15 * MINUTE), client: limiter(100, 15 * MINUTE) },
    resend: { address: limiter(5, 60 * MINUTE), client: limiter(30, 60 * MINUTE) },
    forgot: { address: limiter(5, 60 * MINUTE), client: limiter(30, 60 * MINUTE) },
    reset: { address: limiter(10, 15 * MINUTE), client: limiter(50, 15 * MINUTE) },
  };
}

export async function authRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const service = new AuthService({ app, codeSecret: opts.config.jwtSecret });
  const limits = createLimits(opts.config.rateLimitScale);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const limit = (which: keyof typeof limits, request: FastifyRequest, email: string) => {
    limits[which].client.hit(request.ip, MESSAGES.tooManyRequests);
    limits[which].address.hit(email, MESSAGES.tooManyAttemptsForAddress);
  };

  r.post(API.register, { schema: { body: registerSchema, response: { 201: registeredSchema } } }, async (request, reply) => {
    limit('register', request, request.body.email);
    const pair = await service.register(request.body);
    request.log.info({ event: 'register' }, 'account registered');
    return reply.status(201).send({ ...ok(pair, MESSAGES.registered), ...pair });
  });

  r.post(API.login, { schema: { body: loginSchema, response: { 200: okSchema(loginResultSchema) } } }, async (request) => {
    limit('login', request, request.body.email);
    try {
      const data = await service.login(request.body);
      request.log.info({ event: 'login', outcome: 'success', userId: data.user.id }, 'sign-in');
      return ok(data);
    } catch (err) {
      request.log.info({ event: 'login', outcome: 'failure', ip: request.ip }, 'sign-in');
      throw err;
    }
  });

  r.post(API.verifyEmail, { schema: { body: verifyEmailSchema, ...done } }, async (request) => {
    limit('verify', request, request.body.email);
    await service.verifyEmail(request.body.email, request.body.token);
    return ok(null, MESSAGES.verified);
  });

  r.post(API.resendVerification, { schema: { body: emailOnlySchema, ...done } }, async (request) => {
    limit('resend', request, request.body.email);
    await service.resendVerification(request.body.email);
    return ok(null, MESSAGES.codeResent);
  });

  r.post(API.refresh, { schema: { body: refreshSchema, response: { 200: okSchema(tokenPairSchema) } } }, async (request) =>
    ok(await service.refresh(request.body.refreshToken)),
  );

  r.post(API.logout, { schema: { body: logoutSchema, ...done }, preHandler: app.authenticate }, async (request) => {
    await service.logout(request.user!.id, request.body?.refreshToken);
    return ok(null, MESSAGES.loggedOut);
  });

  r.post(API.forgotPassword, { schema: { body: emailOnlySchema, ...done } }, async (request) => {
    limit('forgot', request, request.body.email);
    await service.forgotPassword(request.body.email);
    return ok(null, MESSAGES.resetSent);
  });

  r.post(API.resetPassword, { schema: { body: resetPasswordSchema, ...done } }, async (request) => {
    limit('reset', request, request.body.email);
    await service.resetPassword(request.body);
    return ok(null, MESSAGES.resetDone);
  });
}
