import { MESSAGES } from '@portal/shared';
import { AppError } from '../../../lib/errors.js';
import * as repo from '../auth.repo.js';
import { findAccountByEmail, setCredentials } from '../../users/index.js';
import { checkCode, mailCode } from './auth-codes.js';
import type { AuthContext } from './auth-context.js';

/** An unknown address, a verified account and a wrong code are refused after the same work (decision 040). */
export async function verifyEmail(auth: AuthContext, email: string, code: string): Promise<void> {
  const db = auth.app.db;
  const found = await findAccountByEmail(db, email);
  const { user, codeId } = await checkCode(auth, found && !found.isEmailVerified ? found : null, 'EMAIL_VERIFICATION', code);
  await db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, codeId))) throw new AppError('BAD_REQUEST', MESSAGES.codeInvalidOrExpired);
    await setCredentials(tx, user.id, { isEmailVerified: true });
  });
}

/** Answers at once, whatever the address; a code goes out at most once a minute, quietly. */
export function resendVerification(auth: AuthContext, email: string): void {
  auth.later(() => mailCode(auth, email, 'EMAIL_VERIFICATION'));
}
