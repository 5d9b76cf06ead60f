import { addDays, indiaDate } from '@portal/shared';
import type { DbOrTx } from '../../../db/client.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from '../rounds.repo.js';

/**
 * A Challenge Method round follows its challenge's deadline (decision 273). The rounds that took the old
 * deadline as their cut-off (not locked, not released) move with it while they are open (the India day
 * of the cut-off not yet past), the review due date pushed on to 30 days after the new cut-off when it
 * would fall before it; each move audited on the round. A round whose cut-off has passed keeps it (its
 * applicants were closed at that date, its reviews may be under way): the change is recorded on the round,
 * and a submission under the new deadline joins the challenge's next round, created at first need.
 */
export async function followChallengeDeadline(tx: DbOrTx, actorId: string, challengeId: string, from: string | null, to: string | null): Promise<void> {
  if (!from || !to) return;
  const today = indiaDate();
  for (const row of await repo.lockChallengeRoundsAt(tx, challengeId, from)) {
    if (row.cutoffAt >= today) {
      const reviewDueAt = row.reviewDueAt < to ? addDays(to, 30) : row.reviewDueAt;
      await repo.updateRound(tx, row.id, { cutoffAt: to, reviewDueAt });
      await recordAudit(tx, {
        actorId,
        action: 'ROUND_FOLLOWED_DEADLINE',
        entityType: 'round',
        entityId: row.id,
        before: { cutoffAt: row.cutoffAt, reviewDueAt: row.reviewDueAt },
        after: { cutoffAt: to, reviewDueAt, moved: true },
      });
    } else {
      await recordAudit(tx, {
        actorId,
        action: 'ROUND_FOLLOWED_DEADLINE',
        entityType: 'round',
        entityId: row.id,
        before: { cutoffAt: row.cutoffAt, deadline: from },
        after: { cutoffAt: row.cutoffAt, deadline: to, moved: false },
      });
    }
  }
}
