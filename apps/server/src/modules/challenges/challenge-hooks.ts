import type { DbOrTx } from '../../db/client.js';

/**
 * What the challenges module asks of the evaluation rounds, which import challenges and so cannot be
 * imported by it (no import cycles between modules, decision 222; one upward-call mechanism, decision 274).
 * app.ts wires them once, at startup, from the rounds face.
 */
export interface ChallengeHooks {
  /**
   * rounds: a challenge's deadline changed, in the changing transaction with the challenge locked: a
   * Challenge Method round follows it (decision 273).
   */
  deadlineChanged(tx: DbOrTx, actorId: string, challengeId: string, from: string | null, to: string | null): Promise<void>;
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
