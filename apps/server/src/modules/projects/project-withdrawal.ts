import { formatRupees, historyNote, TRANCHE_NUMBERS } from '@portal/shared';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './projects.repo.js';

/**
 * A proposal's decision changed (modules/proposals/operations/set-proposal-status.ts), in its
 * transaction with the proposal's row locked FOR UPDATE. A funded project lives only while its
 * proposal is APPROVED (decision 208): leaving APPROVED withdraws it, so its unreleased tranches are
 * cancelled (every money move checks the status under the same row's lock, FOR SHARE, and refuses);
 * coming back reinstates it. Withdrawn is read from the status, never stored apart from it, so the
 * two cannot disagree; this records the step in the proposal's history with what it cancelled.
 */
export async function followProposalDecision(tx: DbOrTx, actorId: string, proposalId: string, from: string, to: string): Promise<void> {
  if ((from === 'APPROVED') === (to === 'APPROVED')) return;
  const project = await repo.lockProject(tx, proposalId);
  if (!project) return;
  await repo.bumpPublicStamp(tx);
  const tranches = await repo.listTranches(tx, [proposalId]);
  const released = tranches.reduce((sum, t) => sum + t.amount, 0);
  const open = TRANCHE_NUMBERS.filter((n) => !tranches.some((t) => t.number === n));
  const amount = Math.max(0, project.grant - released);
  const withdrawn = to !== 'APPROVED';
  await recordAudit(tx, {
    actorId,
    action: withdrawn ? 'PROJECT_WITHDRAWN' : 'PROJECT_REINSTATED',
    entityType: 'proposal',
    entityId: proposalId,
    before: { status: from },
    after: {
      status: to,
      tranches: open,
      amount,
      ...historyNote(
        withdrawn ? (open.length ? 'fundingWithdrawn' : 'fundingWithdrawnNone') : open.length ? 'fundingReinstated' : 'fundingReinstatedNone',
        { tranches: open.join(', '), amount },
        { amount: formatRupees(amount) },
      ),
    },
  });
}
