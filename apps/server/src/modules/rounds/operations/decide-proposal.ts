import { fillMessage, formatRupees, indiaDate, isBeforeCutoff, isFundingDecision, ROUND_MESSAGES as M } from '@portal/shared';
import type { AgendaItem, RoundDecisionInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';
import { roundFactsOf } from '../../proposals/index.js';
import * as repo from '../rounds.repo.js';
import { budgetShortfall, rationaleGiven, rationaleTriggers } from './agenda-rules.js';
import { agendaItems, grantFor } from './agenda.js';
import { lockChangeableRound } from './round-access.js';

/**
 * `PUT /admin/rounds/{id}/decisions/{proposalId}`: the committee's decision on one item, pending until
 * the release, in one transaction on the locked round (decisions are taken one at a time, so the budget
 * and the ranking checks see every other decision). A rationale is demanded (400, naming why) when the
 * decision departs from the ranking, the proposal has fewer than 2 reviews or its reviews disagree; the
 * grants to fund beyond the budget are a 409 naming the shortfall.
 */
export async function decideProposal(
  app: FastifyInstance,
  admin: SessionUser,
  roundId: string,
  proposalId: string,
  input: RoundDecisionInput,
): Promise<AgendaItem> {
  const funds = isFundingDecision(input.decision);
  if (input.decision === 'FUND_WITH_CONDITIONS' && !input.conditions?.trim())
    throw new AppError('BAD_REQUEST', M.conditionsRequired, [{ path: ['body', 'conditions'], message: M.conditionsRequired }]);
  if (!funds && input.approvedCost !== undefined)
    throw new AppError('BAD_REQUEST', M.costOnlyForFunding, [{ path: ['body', 'approvedCost'], message: M.costOnlyForFunding }]);
  return app.db.transaction(async (tx) => {
    const round = await lockChangeableRound(tx, roundId);
    if (round.releasedAt) throw new AppError('CONFLICT', M.roundReleased);
    if (isBeforeCutoff(round.cutoffAt)) throw new AppError('CONFLICT', M.roundStillOpen);
    const agenda = await agendaItems(tx, round);
    const item = agenda.find((i) => i.proposalId === proposalId);
    if (!item) throw new AppError('NOT_FOUND', M.notInRound);

    const reasons = rationaleTriggers(
      agenda.map((i) => ({ proposalId: i.proposalId, rank: i.rank, decision: i.decision?.decision ?? null })),
      { proposalId, decision: input.decision, reviewCount: item.count, disagreement: item.disagreement },
    );
    if (reasons.length > 0 && !rationaleGiven(input.rationale))
      throw new AppError(
        'BAD_REQUEST',
        M.rationaleRequired,
        reasons.map((message) => ({ path: ['body', 'rationale'], message })),
      );

    const facts = (await roundFactsOf(tx, [proposalId])).get(proposalId)!;
    const approvedCost = funds ? (input.approvedCost ?? facts.projectCost) : null;
    const grant = funds ? grantFor(round.scheme, input.approvedCost, facts.requestedGrant) : 0;
    if (funds) {
      const others = agenda.filter((i) => i.proposalId !== proposalId && i.decision && isFundingDecision(i.decision.decision)).map((i) => i.decision!.grant);
      const shortfall = budgetShortfall([...others, grant], round.budget);
      if (shortfall > 0) throw new AppError('CONFLICT', fillMessage(M.overBudget, { budget: formatRupees(round.budget), shortfall: formatRupees(shortfall) }));
    }
    const decidedAt = new Date();
    const values = {
      decision: input.decision,
      approvedCost,
      grant,
      conditions: input.decision === 'FUND_WITH_CONDITIONS' ? input.conditions!.trim() : null,
      rationale: input.rationale?.trim() || null,
      decidedBy: admin.id,
      decidedAt,
    };
    await repo.updateEntry(tx, roundId, proposalId, values);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'ROUND_DECISION_RECORDED',
      entityType: 'round',
      entityId: roundId,
      before: item.decision ? { proposalId, ...item.decision } : null,
      after: { proposalId, reference: facts.reference, ...values, decidedAt: decidedAt.toISOString(), day: indiaDate(decidedAt) },
    });
    return { ...item, decision: { ...values, decidedAt: decidedAt.toISOString() } };
  });
}
