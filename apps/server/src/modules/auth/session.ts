import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_REMEMBER_SECONDS, REFRESH_TOKEN_TTL_SESSION_SECONDS } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { SessionUser } from '../../plugins/auth.js';
import { isProfileComplete } from '../users/index.js';
import { insertRefreshToken } from './auth.repo.js';
import { generateRefreshToken, hashRefreshToken } from './tokens.js';

/** The token's view of a user (docs/architecture.md#access-token). */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles,
    // Permission names are not specified; roles carry the rights for now (decision 003).
    permissions: [],
    isEmailVerified: user.isEmailVerified,
    isProfileComplete: isProfileComplete(user),
  };
}

/**
 * Issues an access token and a refresh token for a user: registration and sign-in start a family, a
 * rotation (`refreshSession`) continues the family it came from. Only the auth operations call it;
 * after a change the token states (a profile save changes isProfileComplete and the role) the client
 * renews its session through the refresh call (decision 010).
 */
export async function issueSession(
  app: FastifyInstance,
  db: DbOrTx,
  user: UserRow,
  opts: { rememberMe: boolean; familyId?: string },
): Promise<{ token: string; refreshToken: string }> {
  const refreshToken = generateRefreshToken();
  const ttl = opts.rememberMe ? REFRESH_TOKEN_TTL_REMEMBER_SECONDS : REFRESH_TOKEN_TTL_SESSION_SECONDS;
  await insertRefreshToken(db, {
    userId: user.id,
    familyId: opts.familyId ?? randomUUID(),
    tokenHash: hashRefreshToken(refreshToken),
    rememberMe: opts.rememberMe,
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  return { token: await app.signAccessToken(toSessionUser(user)), refreshToken };
}
