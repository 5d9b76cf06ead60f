import { indiaDate } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ReviewAssignmentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { inviteReviewer } from './assign-reviewer.js';
import { suggestReviewers } from './reviewer-suggestions.js';

/**
 * The automatic replacement (decision 253): an invitation with `autoReplace` that was declined, expired
 * or released invites, in the same transaction, the best suggestion for its proposal and due date at that
 * moment — the suggestions' rules (no conflict, available, below full load, not on the panel, never one who
 * declined it, let it expire or was released from it) and the invitation's (at most 5 active, a proposal still under review) —
 * with a fresh respond-by day and `autoReplace` kept. Answers the new reviewer's name, or null when no one
 * can be invited (a due date already past, no suggestion, or the panel full).
 */
export async function replaceReviewer(app: FastifyInstance, tx: DbOrTx, closed: ReviewAssignmentRow, now = new Date()): Promise<string | null> {
  if (!closed.autoReplace) return null;
  const dueDate = closed.dueDate < indiaDate(now) ? null : closed.dueDate;
  if (!dueDate) return null;
  const [best] = await suggestReviewers(app, tx, closed.proposalId, dueDate);
  if (!best) return null;
  try {
    await inviteReviewer(app, tx, {
      proposalId: closed.proposalId,
      userId: best.userId,
      dueDate,
      autoReplace: true,
      invitedBy: closed.assignedBy,
      actorId: null,
    });
  } catch (err) {
    // A rule of the invitation refused it (the panel full, the proposal decided): no replacement, the rest stands.
    if (err instanceof AppError) return null;
    throw err;
  }
  return best.name;
}
