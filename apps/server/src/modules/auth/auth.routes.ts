import { API, MESSAGES } from '@portal/shared';
import {
  emailOnlySchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@portal/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { RateLimiter } from '../../lib/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { AuthService } from './auth.service.js';

const MINUTE = 60_000;

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

  r.post(API.register, { schema: { body: registerSchema } }, async (request, reply) => {
    limit('register', request, request.body.email);
    const pair = await service.register(request.body);
    request.log.info({ event: 'register' }, 'account registered');
    // The spec reads the tokens of this answer at the top level.
    return reply.status(201).send({ status: 'success', message: MESSAGES.registered, ...pair, data: pair });
  });

  r.post(API.login, { schema: { body: loginSchema } }, async (request) => {
    limit('login', request, request.body.email);
    try {
      const data = await service.login(request.body);
      request.log.info({ event: 'login', outcome: 'success', userId: data.user.id }, 'sign-in');
      return { status: 'success', data };
    } catch (err) {
      request.log.info({ event: 'login', outcome: 'failure', ip: request.ip }, 'sign-in');
      throw err;
    }
  });

  r.post(API.verifyEmail, { schema: { body: verifyEmailSchema } }, async (request) => {
    limit('verify', request, request.body.email);
    await service.verifyEmail(request.body.email, request.body.token);
    return { status: 'success', message: MESSAGES.verified, data: null };
  });

  r.post(API.resendVerification, { schema: { body: emailOnlySchema } }, async (request) => {
    limit('resend', request, request.body.email);
    await service.resendVerification(request.body.email);
    return { status: 'success', message: MESSAGES.codeResent, data: null };
  });

  r.post(API.refresh, { schema: { body: refreshSchema } }, async (request) => {
    const data = await service.refresh(request.body.refreshToken);
    return { status: 'success', data };
  });

  r.post(API.logout, { schema: { body: logoutSchema }, preHandler: app.authenticate }, async (request) => {
    await service.logout(request.user!.id, request.body?.refreshToken);
    return { status: 'success', message: MESSAGES.loggedOut, data: null };
  });

  r.post(API.forgotPassword, { schema: { body: emailOnlySchema } }, async (request) => {
    limit('forgot', request, request.body.email);
    await service.forgotPassword(request.body.email);
    return { status: 'success', message: MESSAGES.resetSent, data: null };
  });

  r.post(API.resetPassword, { schema: { body: resetPasswordSchema } }, async (request) => {
    limit('reset', request, request.body.email);
    await service.resetPassword(request.body);
    return { status: 'success', message: MESSAGES.resetDone, data: null };
  });
}
