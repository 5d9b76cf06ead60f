import { MESSAGES } from '@portal/shared';
import type { Challenge } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import * as repo from '../challenges.repo.js';
import { toChallenge } from '../challenges.view.js';

/** One challenge; for a signed-in caller, with their response to it (decision 188). */
export async function getChallenge(app: FastifyInstance, id: string, callerId?: string): Promise<Challenge> {
  const row = await repo.findChallenge(app.db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.challengeNotFound);
  const challenge = toChallenge(row, app.storage);
  if (!callerId) return challenge;
  const first = (await repo.listAnswersBy(app.db, id, callerId))[0];
  return {
    ...challenge,
    myResponse: first
      ? { proposalId: first.id, status: first.status, createdAt: first.createdAt.toISOString(), submittedAt: first.submittedAt?.toISOString() ?? null }
      : null,
  };
}
