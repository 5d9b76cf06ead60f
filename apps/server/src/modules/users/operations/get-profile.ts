import { MESSAGES } from '@portal/shared';
import type { UserProfile } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { toProfile } from '../profile-view.js';
import * as repo from '../users.repo.js';
import { assertMayReadUser } from './users-access.js';

/** The user's profile, with documents' signed links. */
export async function getProfile(app: FastifyInstance, userId: string): Promise<UserProfile> {
  const user = await repo.findUser(app.db, userId);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return toProfile(user, app.storage);
}

/** The owner's or an admin's view of a user; anyone else is refused. */
export async function getUserFor(app: FastifyInstance, viewer: SessionUser, userId: string): Promise<UserProfile> {
  assertMayReadUser(viewer, userId);
  return getProfile(app, userId);
}
