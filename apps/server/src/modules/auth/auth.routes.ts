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
import type { Db } from '../../db/client.js';
import { doneSchema, ok, okSchema } from '../../lib/envelope.js';
import { RateLimiter } from '../../lib/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { authContext } from './operations/auth-context.js';
import { login } from './operations/login.js';
import { logout, refreshSession } from './operations/refresh-session.js';
import { register } from './operations/register.js';
import { forgotPassword, resetPassword } from './operations/reset-password.js';
import { resendVerification, verifyEmail } from './operations/verify-email.js';
import { hashRefreshToken } from './tokens.js';
import { cookieLanguage } from '../../lib/language.js';

const MINUTE = 60_000;

const done = { response: { 200: doneSchema } };

/**
 * Per address and per client limits (decision 006), counted in the database by every instance (decision 165); `scale` lets load tests raise them. Sign-in
 * counts an address per client (decision 041): a stranger's wrong passwords lock only the stranger out.
 * The address's own limit is high, against guessing from many clients; a password reset lifts it.
 */
function createLimits(db: Db, scale: number) {
  const limiter = (name: string, max: number, windowMs: number) => new RateLimiter(db, `auth.${name}`, Math.ceil(max * scale), windowMs);
  return {
    // login.address counts an address per client; login.allClients the address from every client.
    login: {
      address: limiter('login.address', 10, 15 * MINUTE),
      client: limiter('login.client', 100, 15 * MINUTE),
      allClients: limiter('login.allClients', 100, 15 * MINUTE),
    },
    register: { address: limiter('register.address', 5, 60 * MINUTE), client: limiter('register.client', 30, 60 * MINUTE) },
    verify: { address: limiter('verify.address', 20, 15 * MINUTE), client: limiter('verify.client', 100, 15 * MINUTE) },
    resend: { address: limiter('resend.address', 5, 60 * MINUTE), client: limiter('resend.client', 30, 60 * MINUTE) },
    forgot: { address: limiter('forgot.address', 5, 60 * MINUTE), client: limiter('forgot.client', 30, 60 * MINUTE) },
    reset: { address: limiter('reset.address', 10, 15 * MINUTE), client: limiter('reset.client', 50, 15 * MINUTE) },
  };
}

export async function authRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const auth = authContext(app, opts.config.jwtSecret, opts.config.passwordHashCost);
  const limits = createLimits(app.db, opts.config.rateLimitScale);
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('preClose', () => auth.settle());

  const limit = async (which: keyof typeof limits, request: FastifyRequest, email: string) => {
    await limits[which].client.hit(request.ip, MESSAGES.tooManyRequests);
    await limits[which].address.hit(email, MESSAGES.tooManyAttemptsForAddress);
  };
  const signInKey = (email: string, request: FastifyRequest) => `${email}\n${request.ip}`;
  /** Who refreshes: the grace for a reused refresh token is given to the same client only. */
  const clientOf = (request: FastifyRequest) => hashRefreshToken(`${request.ip}\n${request.headers['user-agent'] ?? ''}`);

  // No tokens in this answer (a departure from the spec, decision 040): the same answer for a new and
  // a taken address; the account signs in once its address is verified.
  r.post(API.register, { schema: { body: registerSchema, response: { 201: doneSchema } } }, async (request, reply) => {
    await limit('register', request, request.body.email);
    await register(auth, request.body);
    request.log.info({ event: 'register' }, 'registration received');
    return reply.status(201).send(ok(null, MESSAGES.registered));
  });

  r.post(API.login, { schema: { body: loginSchema, response: { 200: okSchema(loginResultSchema) } } }, async (request) => {
    await limits.login.client.hit(request.ip, MESSAGES.tooManyRequests);
    await limits.login.address.hit(signInKey(request.body.email, request), MESSAGES.tooManyAttemptsForAddress);
    await limits.login.allClients.hit(request.body.email, MESSAGES.tooManySignInsResetPassword);
    try {
      const data = await login(auth, request.body, cookieLanguage(request.headers.cookie));
      // The right password proves the owner: their client's count for the address starts again, so only
      // wrong passwords add up to the lock (an office signing in often is never locked out).
      await limits.login.address.clear(signInKey(request.body.email, request));
      request.log.info({ event: 'login', outcome: 'success', userId: data.user.id }, 'sign-in');
      return ok(data);
    } catch (err) {
      request.log.info({ event: 'login', outcome: 'failure', ip: request.ip }, 'sign-in');
      throw err;
    }
  });

  r.post(API.verifyEmail, { schema: { body: verifyEmailSchema, ...done } }, async (request) => {
    await limit('verify', request, request.body.email);
    await verifyEmail(auth, request.body.email, request.body.token);
    return ok(null, MESSAGES.verified);
  });

  r.post(API.resendVerification, { schema: { body: emailOnlySchema, ...done } }, async (request) => {
    await limit('resend', request, request.body.email);
    resendVerification(auth, request.body.email);
    return ok(null, MESSAGES.codeResent);
  });

  r.post(API.refresh, { schema: { body: refreshSchema, response: { 200: okSchema(tokenPairSchema) } } }, async (request) =>
    ok(await refreshSession(auth, request.body.refreshToken, clientOf(request))),
  );

  // The refresh token is the proof of the session to end, whatever state the access token is in;
  // without one, a valid access token is asked for (nothing to revoke: access tokens are stateless).
  r.post(API.logout, { schema: { body: logoutSchema, ...done } }, async (request, reply) => {
    const refreshToken = request.body?.refreshToken;
    if (refreshToken) await logout(auth, refreshToken);
    else await app.authenticate(request, reply);
    return ok(null, MESSAGES.loggedOut);
  });

  r.post(API.forgotPassword, { schema: { body: emailOnlySchema, ...done } }, async (request) => {
    await limit('forgot', request, request.body.email);
    forgotPassword(auth, request.body.email);
    return ok(null, MESSAGES.resetSent);
  });

  r.post(API.resetPassword, { schema: { body: resetPasswordSchema, ...done } }, async (request) => {
    await limit('reset', request, request.body.email);
    await resetPassword(auth, request.body);
    // The mailed code proved the owner: their sign-in is open again from this client.
    await limits.login.address.clear(signInKey(request.body.email, request));
    await limits.login.allClients.clear(request.body.email);
    return ok(null, MESSAGES.resetDone);
  });
}
