import type { ProposalStatus } from '@portal/shared';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * What the challenges module asks of the proposals and the evaluation rounds, which import challenges and so
 * cannot be imported by it (no import cycles between modules, decision 222; one upward-call mechanism,
 * decision 274). app.ts wires them once, at startup, from their faces.
 */
export interface ChallengeHooks {
  /**
   * rounds: a challenge's deadline changed, in the changing transaction with the challenge locked: a
   * Challenge Method round follows it (decision 273).
   */
  deadlineChanged(tx: DbOrTx, actorId: string, challengeId: string, from: string | null, to: string | null): Promise<void>;
  /** proposals: true where the proposal of this id (a column of the caller's query) is submitted, for the answers' count (decision 282). */
  isSubmittedSql(proposalId: AnyColumn | SQL): SQL<boolean>;
  /** proposals: the user's proposals among a subquery of ids, oldest first, in one query. */
  ownProposalsAmong(db: DbOrTx, userId: string, ids: SQL): Promise<{ id: string; status: ProposalStatus; createdAt: Date; submittedAt: Date | null }[]>;
}

let wired: ChallengeHooks | null = null;

/** Called once by app.ts at startup. */
export function registerChallengeHooks(hooks: ChallengeHooks): void {
  wired = hooks;
}

export function challengeHooks(): ChallengeHooks {
  if (!wired) throw new Error('The challenges module is not wired: app.ts calls registerChallengeHooks at startup.');
  return wired;
}
