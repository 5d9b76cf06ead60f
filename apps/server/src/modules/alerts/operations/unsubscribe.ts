import { ALERT_MESSAGES as M } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import * as repo from '../alerts.repo.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/**
 * One-click unsubscribe (RFC 8058), without sign-in: a token whose signature holds turns the named
 * user's list off at once, in a transaction that waits for a digest in progress. It works once per list:
 * a second use, or a link of an earlier subscription, answers `alreadyDone`. A tampered token is refused.
 */
export async function unsubscribe(app: FastifyInstance, secret: string, token: string, now = new Date()): Promise<{ alreadyDone: boolean }> {
  const claim = readUnsubscribeToken(secret, token);
  if (!claim) throw new AppError('BAD_REQUEST', M.linkInvalid);
  return app.db.transaction(async (tx) => {
    const row = await repo.lockSubscription(tx, claim.userId);
    if (!row) throw new AppError('BAD_REQUEST', M.linkInvalid);
    if (row.generation !== claim.generation || row.nextDueAt === null) return { alreadyDone: true };
    await repo.upsertSubscription(tx, { ...row, nextDueAt: null, unsubscribedAt: now });
    return { alreadyDone: false };
  });
}
