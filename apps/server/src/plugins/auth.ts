import { createHash, timingSafeEqual } from 'node:crypto';
import type { Role, SessionUser } from '@portal/shared';
import { MESSAGES, ROLES } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';

/** The signed-in user as the access token states it (docs/architecture.md#access-token); declared once in @portal/shared. */
export type { SessionUser };

declare module 'fastify' {
  interface FastifyInstance {
    signAccessToken(user: SessionUser): Promise<string>;
    /** onRequest hook: a valid bearer token is required. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: a valid bearer token carrying any of the roles. */
    requireRoles(...roles: Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: the token's user when one is sent (a bad token is a 401), else an anonymous call. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook for public search calls: the public credential in x-api-key, or a user token. */
    requirePublicOrUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by authenticate / requireRoles; null on public calls. */
    user: SessionUser | null;
  }
}

const ISSUER = 'srtmi-portal';

/** A verified signature says who issued the token, not that its claims have the right shape. */
const claimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(z.string()).default([]),
  isEmailVerified: z.boolean(),
  isProfileComplete: z.boolean(),
});

/**
 * What each access hook asks of a caller, as OpenAPI security requirements: the API description reads
 * it from the route's hooks (plugins/openapi.ts), so it states exactly what the hooks check.
 */
export type SecurityRequirement = Record<string, string[]>;
const hookSecurity = new WeakMap<object, SecurityRequirement[]>();
export const BEARER = 'bearerAuth';
export const API_KEY = 'apiKey';
function withSecurity<T extends object>(hook: T, security: SecurityRequirement[]): T {
  hookSecurity.set(hook, security);
  return hook;
}
/** The security requirements of an access hook, or undefined for any other hook. */
export function securityOfHook(hook: unknown): SecurityRequirement[] | undefined {
  return typeof hook === 'function' ? hookSecurity.get(hook) : undefined;
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      secret: string;
      accessTokenTtlSeconds: number;
      publicApiKey: string;
      /** Whether the token's subject is still a user: a deleted account's tokens stop at once. */
      userExists: (id: string) => Promise<boolean>;
    },
  ) => {
    const key = new TextEncoder().encode(opts.secret);
    const publicKeyHash = sha256(opts.publicApiKey);

    app.decorateRequest('user', null);

    app.decorate('signAccessToken', async (user: SessionUser) => {
      return new SignJWT({
        email: user.email,
        name: user.name,
        roles: user.roles,
        permissions: user.permissions,
        isEmailVerified: user.isEmailVerified,
        isProfileComplete: user.isProfileComplete,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + opts.accessTokenTtlSeconds)
        .sign(key);
    });

    async function readUser(request: FastifyRequest): Promise<SessionUser> {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw new AppError('UNAUTHORIZED', MESSAGES.noAuthToken);
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(match[1], key, { issuer: ISSUER, algorithms: ['HS256'] }));
      } catch (err) {
        const expired = err instanceof joseErrors.JWTExpired;
        throw new AppError('UNAUTHORIZED', expired ? MESSAGES.tokenExpired : MESSAGES.tokenInvalid);
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success || !(await opts.userExists(claims.data.sub))) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalid);
      const { sub, ...rest } = claims.data;
      return { id: sub, ...rest };
    }

    const bearer = [{ [BEARER]: [] }];
    app.decorate(
      'authenticate',
      withSecurity(async (request: FastifyRequest) => {
        request.user = await readUser(request);
      }, bearer),
    );

    // Optional: an anonymous call ({}) or a bearer token.
    app.decorate(
      'identify',
      withSecurity(
        async (request: FastifyRequest) => {
          if (request.headers.authorization !== undefined) request.user = await readUser(request);
        },
        [{}, ...bearer],
      ),
    );

    app.decorate('requireRoles', (...roles: Role[]) =>
      withSecurity(async (request: FastifyRequest) => {
        const user = await readUser(request);
        request.user = user;
        if (!user.roles.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      }, bearer),
    );

    app.decorate(
      'requirePublicOrUser',
      withSecurity(
        async (request: FastifyRequest) => {
          const apiKey = request.headers['x-api-key'];
          if (typeof apiKey === 'string' && apiKey.length > 0) {
            if (timingSafeEqual(sha256(apiKey), publicKeyHash)) return;
            throw new AppError('UNAUTHORIZED', MESSAGES.apiKeyInvalid);
          }
          request.user = await readUser(request);
        },
        [{ [API_KEY]: [] }, ...bearer],
      ),
    );
  },
  { name: 'auth' },
);
