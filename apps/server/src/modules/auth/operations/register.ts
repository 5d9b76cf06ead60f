import { DEFAULT_LANGUAGE, type Language, PATHS } from '@portal/shared';
import { hashPassword } from '../../../lib/password.js';
import { languageOf } from '../../../lib/language.js';
import { queueMail } from '../../mail/index.js';
import { accountExistsMail } from '../auth.mails.js';
import { findAccountByEmail, insertAccount } from '../../users/index.js';
import { generateCode } from '../tokens.js';
import { queueCode } from './auth-codes.js';
import type { AuthContext } from './auth-context.js';

/**
 * Creates the account and mails its code; for an address that already has an account, mails the
 * owner instead. Both answer the same and do the same work (a hash, one transaction, one mail), so
 * registration tells nobody whether an address is taken (decision 040).
 */
export async function register(
  auth: AuthContext,
  input: { name: string; email: string; phone: string; password: string; language?: Language | undefined },
): Promise<void> {
  const { app } = auth;
  const passwordHash = await hashPassword(auth.passwordHashCost, input.password);
  const code = generateCode();
  await app.db.transaction(async (tx) => {
    const user = await insertAccount(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      termsAcceptedAt: new Date(),
      language: input.language ?? DEFAULT_LANGUAGE,
    });
    if (user) return queueCode(auth, tx, user, 'EMAIL_VERIFICATION', code);
    const owner = await findAccountByEmail(tx, input.email);
    if (owner) await queueMail(tx, { to: owner.email, ...accountExistsMail(owner.name, app.mailer.url(PATHS.signIn, languageOf(owner)), languageOf(owner)) });
  });
  app.mailer.wake();
}
