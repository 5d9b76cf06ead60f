import { historyNote, indiaDate, notice } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { recordAudit } from '../../audit/index.js';
import { findUserRow } from '../../users/index.js';
import { affiliationsInForce, listConflicts } from '../conflicts.js';
import { collaboratorsOf, findNamedTogether, findProposal } from '../../proposals/index.js';
import { cancelAssignmentReminders } from './review-reminder-schedule.js';
import * as repo from '../reviews.repo.js';
import { isClosed } from '../reviews.view.js';
import { reviewedKindOf } from './review-access.js';
import { tellAdmins } from './review-notices.js';

/**
 * Conflicts of interest hold after the assignment too (decision 206). Called in the transaction that
 * changes who is on a proposal or an organisation a conflict is judged by: every live assignment
 * (pending, declared or submitted) of a proposal under review that the change can touch is judged
 * again, and one now in conflict is released, its scores leave the aggregate and the ranking, the
 * admins are told (notified, and the assigning admin mailed) and the history keeps it. A hard conflict
 * (the reviewer is the applicant or a collaborator) always releases; another conflict releases unless
 * the admin overrode conflicts with a reason when assigning. Answers how many were released.
 *
 * `proposalIds`: proposals whose people or organisation changed; `userIds`: people whose organisation
 * changed or who were named together, so that "named together on another proposal" is judged too.
 */
export async function recheckConflicts(
  app: FastifyInstance,
  tx: DbOrTx,
  actorId: string,
  changed: { proposalIds?: string[]; userIds?: string[] },
): Promise<number> {
  const candidates = await repo.liveAssignmentsTouching(tx, changed.proposalIds ?? [], changed.userIds ?? []);
  if (candidates.length === 0) return 0;
  let released = 0;
  for (const { id } of candidates) {
    const a = await repo.lockAssignment(tx, id);
    if (!a || isClosed(a.state)) continue;
    const proposal = await findProposal(tx, a.proposalId);
    if (!proposal || proposal.status !== 'UNDER_REVIEW') continue;
    const [reviewer, owner] = await Promise.all([findUserRow(tx, a.reviewerId), findUserRow(tx, proposal.userId)]);
    if (!reviewer || !owner) continue;
    const conflicts = listConflicts({
      reviewer: { id: reviewer.id, organization: reviewer.organization },
      owner: { id: owner.id, organization: owner.organization },
      proposalOrgName: proposal.orgName,
      collaborators: await collaboratorsOf(tx, proposal.id),
      namedTogetherOn: reviewer.id === owner.id ? null : await findNamedTogether(tx, proposal.id, reviewer.id, owner.id),
      declaredBefore: null,
      affiliations: affiliationsInForce((await repo.findReviewerProfile(tx, reviewer.id))?.affiliations ?? [], indiaDate()),
    });
    const releasing = conflicts.filter((c) => c.hard || a.overrideReason === null);
    if (releasing.length === 0) continue;
    const reason = releasing.map((c) => c.message).join('; ');
    const wasSubmitted = a.state === 'SUBMITTED';
    await repo.updateAssignment(tx, a.id, { state: 'RELEASED', releaseReason: 'WITHDRAWN', conflictReason: reason, releasedAt: new Date() });
    await cancelAssignmentReminders(tx, a.id);
    if (wasSubmitted) await repo.refreshReviewSummary(tx, proposal.id);
    await recordAudit(tx, {
      actorId,
      action: 'REVIEWER_RELEASED',
      entityType: 'proposal',
      entityId: proposal.id,
      before: { assignmentId: a.id, state: a.state },
      after: {
        assignmentId: a.id,
        state: 'RELEASED',
        conflicts: releasing.map((c) => c.message),
        ...historyNote('conflictFound', { name: reviewer.name, reason }),
      },
    });
    const kind = reviewedKindOf(proposal);
    await tellAdmins(app, tx, {
      kind: 'REVIEW_CONFLICT_DECLARED',
      proposalId: proposal.id,
      proposalKind: kind,
      assignedBy: a.assignedBy,
      title: notice('reviewReleasedNoticeTitle', { title: proposal.title }),
      body: notice('reviewReleasedConflictBody', { name: reviewer.name, kind: kind.label, title: proposal.title, reason }),
      mail: true,
    });
    released += 1;
  }
  return released;
}
