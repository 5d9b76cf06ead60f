import { MESSAGES, notice, proposalKindOf, type ProposalStatus, proposalStatusName } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ProposalRecord } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { isRealDecision, recordAudit } from '../../audit/index.js';
import { queueMail } from '../../mail/index.js';
import { notify } from '../../notifications/index.js';
import { proposalHooks } from '../proposal-hooks.js';
import { findContact } from '../../users/index.js';
import { FUNDING_APPROVED_NEXT_STEP, proposalStatusMail } from '../proposals.mails.js';
import * as repo from '../proposals.repo.js';

/**
 * `PATCH /proposals/{id}/status`, an admin's decision (UNDER_REVIEW, APPROVED or REJECTED): the row
 * locked against a concurrent edit, the change audited with before and after, the applicant mailed and
 * notified, all in one transaction. Saving the status it already has is no decision: nothing is
 * recorded or sent (the rule users' decisions follow too, modules/audit/decisions.ts).
 */
export async function setProposalStatus(
  app: FastifyInstance,
  admin: SessionUser,
  id: string,
  change: { status: ProposalStatus; message?: string },
): Promise<ProposalRecord> {
  const { status, message } = change;
  const row = await app.db.transaction(async (tx) => {
    const current = await repo.lockProposal(tx, id);
    // A draft is not the admin's to see, so not to decide on either (decision 150).
    if (!current || current.status === 'DRAFT') throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
    if (!isRealDecision(current.status, status)) return current;
    // A proposal of a round past its cut-off is decided by the committee, not one at a time (decision 238).
    await proposalHooks().beforeSingleDecision(tx, id);
    const kind = proposalKindOf(current.category, current.type)!;
    const updated = await repo.updateProposal(tx, id, { status });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'PROPOSAL_STATUS_CHANGED',
      entityType: 'proposal',
      entityId: id,
      before: { status: current.status },
      after: message ? { status, message } : { status },
    });
    // Its funded project, if any, follows: withdrawn on leaving APPROVED, reinstated on coming back.
    await proposalHooks().followProposalDecision(tx, admin.id, id, current.status, status);
    const owner = (await findContact(tx, current.userId))!;
    const label = proposalStatusName(kind, status);
    const pageUrl = app.mailer.url(kind.detailPath(id), owner.language);
    const nextStep = status === 'APPROVED' && kind.category !== 'STEELCOLLAB' ? FUNDING_APPROVED_NEXT_STEP : undefined;
    await queueMail(tx, { to: owner.email, ...proposalStatusMail(owner, kind, current.title, { statusLabel: label, message, nextStep, pageUrl }) });
    // The collaborators are told the same, each once, in their own language, linking to the proposal.
    for (const c of await repo.listCollaboratorIds(tx, id)) {
      const person = await findContact(tx, c);
      if (!person) continue;
      const url = app.mailer.url(kind.detailPath(id), person.language);
      await queueMail(tx, { to: person.email, ...proposalStatusMail(person, kind, current.title, { statusLabel: label, message, nextStep, pageUrl: url }) });
    }
    await notify(tx, {
      userId: owner.id,
      kind: 'PROPOSAL_STATUS',
      title: notice('proposalStatusNoticeTitle', { kind: kind.label, status: label }),
      body: notice(message ? 'proposalStatusNoticeBodyWithMessage' : 'proposalStatusNoticeBody', {
        title: current.title,
        status: label,
        message: message ?? '',
      }),
      link: kind.detailPath(id),
    });
    return updated;
  });
  app.mailer.wake();
  return row;
}
