import { MESSAGES, PATHS, VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS, VERIFICATION_RESEND_INTERVAL_SECONDS } from '@portal/shared';
import type { DbOrTx } from '../../../db/client.js';
import type { UserRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { languageOf } from '../../../lib/language.js';
import { queueMail } from '../../mail/index.js';
import { passwordResetMail, verificationMail } from '../auth.mails.js';
import * as repo from '../auth.repo.js';
import { findAccountByEmail } from '../../users/index.js';
import { generateCode, hashCode, hashesEqual } from '../tokens.js';
import type { AuthContext } from './auth-context.js';

/** An id no row has: the lookups of an unknown account run the same statements and find nothing. */
export const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';
/** Compared with the given code's hash when there is no code, so the comparison is always made. */
const NO_CODE_HASH = '0'.repeat(64);

/** Replaces the user's code for `purpose` and queues its mail, in the caller's transaction. */
export async function queueCode(auth: AuthContext, tx: DbOrTx, user: UserRow, purpose: repo.CodePurpose, code: string): Promise<void> {
  const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000);
  await repo.replaceCode(tx, user.id, purpose, hashCode(code, auth.codeSecret, purpose), expiresAt);
  const url = auth.app.mailer.url;
  const language = languageOf(user);
  const mail =
    purpose === 'EMAIL_VERIFICATION'
      ? verificationMail(user.name, code, url(PATHS.verifyEmail, language), language)
      : passwordResetMail(user.name, code, url(PATHS.resetPassword, language), language);
  await queueMail(tx, { to: user.email, ...mail });
}

/** Mails a new code to an account that may receive one, unless one went out less than a minute ago. */
export async function mailCode(auth: AuthContext, email: string, purpose: repo.CodePurpose): Promise<void> {
  const db = auth.app.db;
  const user = await findAccountByEmail(db, email);
  if (!user || (purpose === 'EMAIL_VERIFICATION' && user.isEmailVerified)) return;
  await db.transaction(async (tx) => {
    const last = await repo.latestCode(tx, user.id, purpose);
    if (last && Date.now() - last.createdAt.getTime() < VERIFICATION_RESEND_INTERVAL_SECONDS * 1000) return;
    await queueCode(auth, tx, user, purpose, generateCode());
  });
  auth.app.mailer.wake();
}

/** Counts a wrong try in memory now and in its row after the answer. */
function countWrongTryLater(auth: AuthContext, codeId: string): void {
  const tries = auth.unwrittenWrongTries;
  tries.set(codeId, (tries.get(codeId) ?? 0) + 1);
  auth.later(async () => {
    try {
      await repo.countWrongAttempt(auth.app.db, codeId);
    } finally {
      const left = (tries.get(codeId) ?? 1) - 1;
      if (left > 0) tries.set(codeId, left);
      else tries.delete(codeId);
    }
  });
}

/**
 * Checks a code (live, not locked by wrong tries, equal) and returns it with its account. Every refusal
 * does the same work before its answer whether or not the account exists or may use a code (`user`
 * null): one read of the newest code and one hash comparison. The wrong try is written after the answer
 * (as forgot-password's work is, decision 040): on PostgreSQL an update that changes a row costs a
 * commit an update that finds none does not, which told a known address from an unknown one (issue 24).
 * Until it is written it counts in memory, so the lock after `VERIFICATION_MAX_ATTEMPTS` still holds.
 */
export async function checkCode(auth: AuthContext, user: UserRow | null, purpose: repo.CodePurpose, code: string): Promise<{ user: UserRow; codeId: string }> {
  const row = await repo.latestCode(auth.app.db, user?.id ?? NO_ROW_ID, purpose);
  const given = hashCode(code, auth.codeSecret, purpose);
  const equal = hashesEqual(row?.codeHash ?? NO_CODE_HASH, given);
  const codeId = row?.id ?? NO_ROW_ID;
  const tries = (row?.attempts ?? 0) + (auth.unwrittenWrongTries.get(codeId) ?? 0);
  const live = Boolean(row && !row.consumedAt && row.expiresAt.getTime() > Date.now() && tries < VERIFICATION_MAX_ATTEMPTS);
  if (user && row && live && equal) return { user, codeId: row.id };
  // Counting a try on a spent, expired or locked code changes nothing: none of them is accepted again.
  if (row) countWrongTryLater(auth, row.id);
  // A reset code is not a verification code: the message names the one the user typed.
  throw new AppError('BAD_REQUEST', purpose === 'PASSWORD_RESET' ? MESSAGES.resetCodeInvalidOrExpired : MESSAGES.codeInvalidOrExpired);
}
