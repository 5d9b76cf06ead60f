import { type Language, MESSAGES } from '@portal/shared';
import type { LoginResult } from '@portal/shared/schemas';
import { AppError } from '../../../lib/errors.js';
import { languageOf, setUserLanguage } from '../../../lib/language.js';
import { getDummyHash, hashPassword, isWeakerThan, verifyPassword } from '../../../lib/password.js';
import { findAccountByEmail, setCredentials } from '../../users/index.js';
import { issueSession } from '../session.js';
import type { AuthContext } from './auth-context.js';

/**
 * Same answer, and about the same time, for an unknown address and a wrong password.
 * `chosen`: the language this browser remembers (its `lang` cookie), if any. A choice made before
 * signing in is the user's latest and is saved on the profile; without one the profile's language
 * stands and the web app follows it (decision 176).
 */
export async function login(
  auth: AuthContext,
  input: { email: string; password: string; rememberMe: boolean },
  chosen: Language | null = null,
): Promise<LoginResult> {
  const db = auth.app.db;
  const found = await findAccountByEmail(db, input.email);
  const cost = auth.passwordHashCost;
  const ok = await verifyPassword(found?.passwordHash ?? (await getDummyHash(cost)), input.password);
  if (!found || !ok) throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
  // A hash cheaper than the configured cost (an older setting, or a test cost carried over) is replaced
  // now, while the password is at hand (decision 279).
  if (isWeakerThan(found.passwordHash, cost)) await setCredentials(db, found.id, { passwordHash: await hashPassword(cost, input.password) });
  const user = chosen && chosen !== found.language ? ((await setUserLanguage(db, found.id, chosen)) ?? found) : found;
  const pair = await issueSession(auth.app, db, user, { rememberMe: input.rememberMe });
  return {
    ...pair,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      isEmailVerified: user.isEmailVerified,
      role: user.roles[0] ?? 'INNOVATOR',
      roles: user.roles,
      language: languageOf(user),
    },
  };
}
