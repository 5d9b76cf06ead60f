import { MESSAGES } from '@portal/shared';
import { holdsAddress } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { isProfileComplete } from '../profile-completeness.js';
import * as repo from '../users.repo.js';

/** The owner or an admin may read what concerns a user (their clarifications, their documents). */
export function assertMayReadUser(viewer: SessionUser, userId: string): void {
  if (viewer.id !== userId && !viewer.roles.includes('ADMIN')) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** The refusals of an account that may not act yet, in the words of what it tried. */
type Refusals = { unverified: string; incomplete: string; rejected: string };

/** The user as stored, if the e-mail is verified, the profile complete and the account not REJECTED. */
async function requireAbleAccount(app: FastifyInstance, userId: string, refusals: Refusals): Promise<UserRow> {
  const user = await repo.findUser(app.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalid);
  if (!user.isEmailVerified) throw new AppError('FORBIDDEN', refusals.unverified);
  if (!isProfileComplete(user)) throw new AppError('FORBIDDEN', refusals.incomplete);
  if (user.status === 'REJECTED') throw new AppError('FORBIDDEN', refusals.rejected);
  return user;
}

/**
 * The user as stored, if they may submit or edit proposals now: e-mail verified, profile complete,
 * not REJECTED (docs/architecture.md#kinds). Read from the database, not the token, which may be minutes old.
 */
export function requireSubmitter(app: FastifyInstance, userId: string): Promise<UserRow> {
  return requireAbleAccount(app, userId, {
    unverified: MESSAGES.submitNeedsVerifiedEmail,
    incomplete: MESSAGES.submitNeedsCompleteProfile,
    rejected: MESSAGES.submitUserRejected,
  });
}

/**
 * The user as stored, if they may connect with a stakeholder now: the submitter's rules (verified
 * address, complete profile, not REJECTED), each refusal in connection words, and a name that holds
 * no web or e-mail address, since the owner's mail shows it (decision 124).
 */
export async function requireConnector(app: FastifyInstance, userId: string): Promise<UserRow> {
  const user = await requireAbleAccount(app, userId, {
    unverified: MESSAGES.connectNeedsVerifiedEmail,
    incomplete: MESSAGES.connectNeedsCompleteProfile,
    rejected: MESSAGES.connectUserRejected,
  });
  if (holdsAddress(user.name)) throw new AppError('FORBIDDEN', MESSAGES.connectNameHasLink);
  return user;
}
