import { MESSAGES, notice, proposalKindOf } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { findContact } from '../../users/index.js';
import { collaboratorLeftMail } from '../proposals.mails.js';
import * as repo from '../proposals.repo.js';

/**
 * `DELETE /proposals/{id}/collaborators/me`, "I am not part of this": a person named on a proposal
 * leaves it, whatever its status. They are no longer a collaborator, cannot be named on it again, and
 * the owner is told in the portal and by mail. Anyone not named on it gets the 404 of a proposal they
 * cannot see; the owner, who can, a 400.
 */
export async function leaveProposal(app: FastifyInstance, viewer: SessionUser, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await repo.lockProposal(tx, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    if (!(await repo.leaveProposal(tx, row.id, viewer.id))) {
      const seesIt = viewer.id === row.userId || viewer.roles.includes('ADMIN');
      throw seesIt ? new AppError('BAD_REQUEST', MESSAGES.notCollaborator) : new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    }
    const kind = proposalKindOf(row.category, row.type)!;
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'PROPOSAL_COLLABORATOR_LEFT',
      entityType: 'proposal',
      entityId: row.id,
      before: { collaborator: viewer.id },
      after: null,
    });
    const [owner, leaver] = await Promise.all([findContact(tx, row.userId), findContact(tx, viewer.id)]);
    if (!owner || !leaver) return;
    const words = { name: leaver.name, kind: kind.label, title: row.title };
    await notify(tx, {
      userId: owner.id,
      kind: 'COLLABORATOR_LEFT',
      title: notice('collaboratorLeftTitle', words),
      body: notice('collaboratorLeftBody', words),
      link: kind.detailPath(row.id),
    });
    await queueMail(tx, { to: owner.email, ...collaboratorLeftMail(owner, leaver, kind, row.title, app.mailer.url(kind.detailPath(row.id), owner.language)) });
  });
  app.mailer.wake();
}
