import { addDays, defaultRoundName, indiaDate, quarterEnd, ROUND_MESSAGES as M, type RoundScheme } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { RoundRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { ChallengesService } from '../../challenges/index.js';
import * as repo from '../rounds.repo.js';

/** What the round operations share: finding and locking a round, and the rounds the portal creates itself. */

export async function requireRound(db: DbOrTx, id: string): Promise<RoundRow> {
  const row = await repo.findRound(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.roundMissing);
  return row;
}

/** The round locked for a change; a locked round's minutes freeze it (409). */
export async function lockChangeableRound(tx: DbOrTx, id: string): Promise<RoundRow> {
  const row = await repo.lockRound(tx, id);
  if (!row) throw new AppError('NOT_FOUND', M.roundMissing);
  if (row.lockedAt) throw new AppError('CONFLICT', M.roundLocked);
  return row;
}

/** A review due date no earlier than the cut-off. */
export function checkDates(cutoffAt: string, reviewDueAt: string): void {
  if (reviewDueAt < cutoffAt) throw new AppError('BAD_REQUEST', M.reviewDueBeforeCutoff, [{ path: ['body', 'reviewDueAt'], message: M.reviewDueBeforeCutoff }]);
}

/**
 * The earliest round of a scheme (CM: of a challenge) open on or after `from` (India day), created if
 * there is none: the quarterly default (the end of the quarter holding `from`; a Challenge Method round
 * closes at its challenge's deadline while that is still ahead). Race-safe: the default's unique key lets
 * one creator win and the others read its row (decision 237).
 */
export async function ensureOpenRound(
  app: FastifyInstance,
  tx: DbOrTx,
  scheme: RoundScheme,
  challengeId: string | null,
  from: string = indiaDate(),
): Promise<RoundRow> {
  const found = await repo.findOpenRound(tx, scheme, challengeId, from);
  if (found) return found;
  let cutoffAt = quarterEnd(from);
  let challengeTitle: string | null = null;
  if (challengeId) {
    const challenge = await new ChallengesService(app).findFacts(tx, challengeId);
    if (!challenge) throw new AppError('NOT_FOUND', M.challengeMissing);
    challengeTitle = challenge.title;
    if (challenge.deadline.slice(0, 10) >= from) cutoffAt = challenge.deadline.slice(0, 10);
  }
  await repo.insertDefaultRound(tx, {
    scheme,
    challengeId,
    name: defaultRoundName(scheme, cutoffAt, challengeTitle),
    cutoffAt,
    reviewDueAt: addDays(cutoffAt, 30),
    budget: 0,
  });
  return (await repo.findOpenRound(tx, scheme, challengeId, from))!;
}

/** The next round of a round's scheme (CM: of its challenge) after its cut-off, created if needed (a deferral's). */
export function ensureNextRound(app: FastifyInstance, tx: DbOrTx, round: RoundRow): Promise<RoundRow> {
  const today = indiaDate();
  const after = addDays(round.cutoffAt, 1);
  return ensureOpenRound(app, tx, round.scheme, round.challengeId, after > today ? after : today);
}
