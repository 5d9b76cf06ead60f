import { MESSAGES } from '@portal/shared';
import type { ProposalDetail } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import * as repo from '../proposals.repo.js';
import { audienceOf, renderDetail } from './proposal-access.js';

/**
 * `POST /proposals/{id}/details`: everything for the owner, collaborators and admins; public
 * Steelcollab posts without private parts for anyone; otherwise 404, as if it did not exist.
 */
export async function proposalDetails(app: FastifyInstance, viewer: SessionUser | null, id: string): Promise<ProposalDetail> {
  const row = await repo.findProposal(app.db, id);
  const audience = row ? await audienceOf(app, viewer, row) : null;
  if (!row || !audience) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  const canLeave = Boolean(viewer && viewer.id !== row.userId && (await repo.isCollaborator(app.db, row.id, viewer.id)));
  return renderDetail(app, row.id, audience, viewer?.id === row.userId, { canLeave, seesAddresses: Boolean(viewer?.roles.includes('ADMIN')) });
}
