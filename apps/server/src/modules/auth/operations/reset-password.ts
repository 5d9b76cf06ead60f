import { MESSAGES } from '@portal/shared';
import { AppError } from '../../../lib/errors.js';
import { hashPassword } from '../../../lib/password.js';
import * as repo from '../auth.repo.js';
import { findAccountByEmail, setCredentials } from '../../users/index.js';
import { checkCode, mailCode } from './auth-codes.js';
import type { AuthContext } from './auth-context.js';

/** Answers at once, whatever the address; a code goes out at most once a minute, quietly. */
export function forgotPassword(auth: AuthContext, email: string): void {
  auth.later(() => mailCode(auth, email, 'PASSWORD_RESET'));
}

/** An unknown address and a wrong code are refused after the same work (decision 040). */
export async function resetPassword(auth: AuthContext, input: { email: string; token: string; password: string }): Promise<void> {
  const db = auth.app.db;
  const found = await findAccountByEmail(db, input.email);
  const { user, codeId } = await checkCode(auth, found, 'PASSWORD_RESET', input.token);
  const passwordHash = await hashPassword(auth.passwordHashCost, input.password);
  await db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, codeId))) throw new AppError('BAD_REQUEST', MESSAGES.resetCodeInvalidOrExpired);
    // The code came by mail, so the address is proven too.
    await setCredentials(tx, user.id, { passwordHash, isEmailVerified: true });
    await repo.revokeAllForUser(tx, user.id);
  });
}
