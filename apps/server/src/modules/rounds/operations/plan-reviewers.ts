import type { AppliedPlan, AssignmentPlan } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../plugins/auth.js';
import { applyAssignmentPlan, assignmentPlan } from '../../reviews/index.js';
import * as repo from '../rounds.repo.js';
import { requireRound } from './round-access.js';

/**
 * `POST /admin/rounds/{id}/assignment-plan` (decision 256): the reviewers' plan for the round's proposals,
 * made by the reviews module (it owns the assignments, the profiles and the conflict rules).
 */
export async function planRoundReviewers(app: FastifyInstance, roundId: string, input: { perProposal: number; dueDate: string }): Promise<AssignmentPlan> {
  await requireRound(app.db, roundId);
  const entries = await repo.entriesOf(app.db, roundId);
  return assignmentPlan(
    app.db,
    entries.map((e) => e.proposalId),
    input,
  );
}

/** `POST /admin/rounds/{id}/assignment-plan/apply` (decision 257): the plan's pairs on the round's proposals only. */
export async function applyRoundPlan(
  app: FastifyInstance,
  admin: SessionUser,
  roundId: string,
  input: { assignments: { proposalId: string; userId: string }[]; dueDate: string; respondBy?: string | undefined; autoReplace?: boolean | undefined },
): Promise<AppliedPlan> {
  await requireRound(app.db, roundId);
  const entries = await repo.entriesOf(app.db, roundId);
  return applyAssignmentPlan(app, admin, { ...input, roundProposalIds: new Set(entries.map((e) => e.proposalId)) });
}
