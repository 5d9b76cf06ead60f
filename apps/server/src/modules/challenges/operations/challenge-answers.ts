import { isChallengeOpen, MESSAGES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import * as repo from '../challenges.repo.js';
import { toChallenge } from '../challenges.view.js';

/*
 * What the proposals module asks of challenges (through the face): the link between a proposal and the
 * challenge it answers. The challenge_mappings table is this module's (decision 223).
 */

/**
 * Records that a proposal answers a challenge, inside the proposal's transaction. The challenge must
 * exist (404) and be open, status OPEN and deadline not over in India (409).
 */
export async function linkProposal(app: FastifyInstance, tx: DbOrTx, challengeId: string, proposalId: string): Promise<void> {
  const row = await repo.findChallenge(tx, challengeId);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.challengeNotFound);
  if (!toChallenge(row, app.storage).isOpen) throw new AppError('CONFLICT', MESSAGES.challengeClosed);
  await repo.insertChallengeMapping(tx, { challengeId, proposalId });
}

/**
 * An edited proposal's challenge: unchanged, it stays linked even if the challenge has closed since;
 * another challenge must be open, as on create. Answers whether the link changed.
 */
export async function relinkProposal(app: FastifyInstance, tx: DbOrTx, proposalId: string, challengeId: string): Promise<boolean> {
  const current = await repo.listChallengeMappings(tx, proposalId);
  if (current.length === 1 && current[0]!.challengeId === challengeId) return false;
  await repo.deleteChallengeMappings(tx, proposalId);
  await linkProposal(app, tx, challengeId, proposalId);
  return true;
}

/** For each of these proposals, the challenge it answers with its deadline and whether it is still open. */
export async function answeredBy(db: DbOrTx, proposalIds: string[]): Promise<Map<string, { id: string; title: string; deadline: string; open: boolean }>> {
  const rows = await repo.listChallengesAnswered(db, proposalIds);
  return new Map(rows.map((r) => [r.proposalId, { id: r.id, title: r.title, deadline: r.applicationDeadline, open: isChallengeOpen(r) }]));
}

/** The caller's proposals answering this challenge (any status), oldest first. */
export function answersBy(db: DbOrTx, challengeId: string, userId: string) {
  return repo.listAnswersBy(db, challengeId, userId);
}

/** The challenges a proposal answers, as its detail shows them. */
export async function mappingsOf(db: DbOrTx, proposalId: string): Promise<{ challengeId: string; challenge: { id: string; title: string } }[]> {
  const rows = await repo.listChallengeMappings(db, proposalId);
  return rows.map((r) => ({ challengeId: r.challengeId, challenge: { id: r.challengeId, title: r.title } }));
}

/** A challenge's title and deadline, read in the caller's transaction (null when there is none): a round's cut-off. */
export async function challengeFacts(db: DbOrTx, id: string): Promise<{ id: string; title: string; deadline: string } | null> {
  const row = await repo.findChallenge(db, id);
  return row ? { id: row.id, title: row.title, deadline: row.applicationDeadline } : null;
}
