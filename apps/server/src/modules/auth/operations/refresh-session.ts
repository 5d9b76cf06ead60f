import { MESSAGES, REFRESH_REUSE_GRACE_SECONDS } from '@portal/shared';
import type { TokenPair } from '@portal/shared/schemas';
import { AppError } from '../../../lib/errors.js';
import * as repo from '../auth.repo.js';
import { findUserRow } from '../../users/index.js';
import { issueSession } from '../session.js';
import { hashRefreshToken } from '../tokens.js';
import type { AuthContext } from './auth-context.js';

/**
 * Rotates a refresh token. A token used a second time means it was copied: the whole family is
 * revoked, unless the second use comes within a few seconds (two tabs refreshing at once), which
 * gets a fresh pair in the same family.
 */
export async function refreshSession(auth: AuthContext, refreshToken: string, client: string): Promise<TokenPair> {
  const { app } = auth;
  const db = app.db;
  const row = await repo.findRefreshToken(db, hashRefreshToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);
  const user = await findUserRow(db, row.userId);
  if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);

  const spent = !(await repo.spendRefreshToken(db, row.id, client, new Date()));
  if (spent) {
    // Re-read: a parallel request may have spent it a moment ago, after the row above was read.
    const used = (await repo.findRefreshToken(db, row.tokenHash)) ?? row;
    const usedAt = used.usedAt ?? new Date();
    const withinGrace = Date.now() - usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000 && used.usedByClient === client;
    if (!withinGrace) {
      await repo.revokeFamily(db, row.familyId);
      app.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: family revoked');
      throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);
    }
  }
  return issueSession(app, db, user, { rememberMe: row.rememberMe, familyId: row.familyId });
}

/**
 * Revokes the family of the presented refresh token. Holding the token is the proof: the access
 * token may have expired meanwhile, and a sign-out must still end the session.
 */
export async function logout(auth: AuthContext, refreshToken: string): Promise<void> {
  const row = await repo.findRefreshToken(auth.app.db, hashRefreshToken(refreshToken));
  if (row) await repo.revokeFamily(auth.app.db, row.familyId);
}
