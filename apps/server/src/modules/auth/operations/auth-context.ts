import type { PasswordHashCost } from '../../../lib/password.js';
import type { FastifyInstance } from 'fastify';
import { describeError } from '../../../lib/log-error.js';

/** Deferred work starts this long after the answer, so it never slows the answer's delivery. */
const DEFERRED_WORK_DELAY_MS = 20;

/**
 * What the account operations share for the life of the app: the app, the secret codes are hashed with,
 * the work deferred after an answer, and the wrong tries counted but not yet written. The routes build
 * one (`authContext`) and pass it to each operation as its first argument; the app awaits `settle()`
 * before it closes.
 */
export type AuthContext = {
  app: FastifyInstance;
  codeSecret: string;
  /** How hard a password hash is to compute (decision 279). */
  passwordHashCost: PasswordHashCost;
  /**
   * Runs work that depends on whether an address has an account after the answer is sent, so the
   * answer's timing is the same for both (decision 040). A failure is logged, never answered.
   */
  later(work: () => Promise<void>): void;
  /** Resolves when every deferred piece of work has finished. */
  settle(): Promise<void>;
  /**
   * Wrong tries answered but not yet written (they are written after the answer, see `checkCode`), by
   * code id: they count towards the lock at once, so parallel tries cannot pass it in the meantime.
   */
  unwrittenWrongTries: Map<string, number>;
};

export function authContext(app: FastifyInstance, codeSecret: string, passwordHashCost: PasswordHashCost): AuthContext {
  const pending = new Set<Promise<void>>();
  return {
    app,
    codeSecret,
    passwordHashCost,
    later(work) {
      const run = new Promise<void>((resolve) => setTimeout(resolve, DEFERRED_WORK_DELAY_MS))
        .then(work)
        .catch((err: unknown) => app.log.error({ err: describeError(err) }, 'deferred account mail failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async settle() {
      await Promise.all([...pending]);
    },
    unwrittenWrongTries: new Map(),
  };
}
