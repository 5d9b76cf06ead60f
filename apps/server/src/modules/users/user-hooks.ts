import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { SessionUser } from '../../plugins/auth.js';

/**
 * What the users module asks of the reviews and proposals modules, which import users and so cannot be imported
 * by it (no import cycles between modules, decision 222). app.ts wires them once, at startup, from their faces.
 */
export interface UserHooks {
  /** A user's organisation changed: live review assignments now in conflict are released. */
  recheckConflicts(app: FastifyInstance, tx: DbOrTx, actorId: string, changed: { proposalIds?: string[]; userIds?: string[] }): Promise<number>;
  /** An account was rejected: its reviewer role and open assignments end. */
  endReviewerAccess(app: FastifyInstance, tx: DbOrTx, admin: SessionUser, user: UserRow): Promise<void>;
  /** An account was approved or no longer is: its proposals' copy of that (decision 127) follows, in the same transaction. */
  approvalChanged(tx: DbOrTx, userId: string, approved: boolean): Promise<void>;
}

let wired: UserHooks | null = null;

/** Called once by app.ts at startup. */
export function registerUserHooks(hooks: UserHooks): void {
  wired = hooks;
}

export function userHooks(): UserHooks {
  if (!wired) throw new Error('The users module is not wired: app.ts calls registerUserHooks at startup.');
  return wired;
}
