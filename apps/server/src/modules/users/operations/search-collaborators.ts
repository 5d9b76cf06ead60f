import type { CollaboratorOption } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import { maskEmail } from '../mask-email.js';
import * as repo from '../users.repo.js';
import { requireSubmitter } from './users-access.js';

/** At most `limit` users the caller may name as collaborators, matching the query; addresses masked. */
export async function searchCollaborators(app: FastifyInstance, viewer: SessionUser, q: { query: string; limit: number }): Promise<CollaboratorOption[]> {
  await requireSubmitter(app, viewer.id);
  const rows = await repo.searchCollaborators(app.db, { ...q, excludeUserId: viewer.id });
  return rows.map(({ email, ...row }) => ({ ...row, maskedEmail: maskEmail(email) }));
}
