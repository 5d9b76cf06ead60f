import { ROUND_SHARE_PERCENT, isFundingDecision } from '@portal/shared';
import type { Agenda, AgendaItem } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { RoundRow } from '../../../db/schema/index.js';
import { unresolvedLikelyDuplicates } from '../../overlap/index.js';
import { roundFactsOf } from '../../proposals/index.js';
import { recusalsOf, reviewFactsOf } from '../../reviews/index.js';
import * as repo from '../rounds.repo.js';
import { rankAgenda } from './agenda-rules.js';
import { describeRounds } from './list-rounds.js';
import { requireRound } from './round-access.js';

/**
 * The agenda's items of a round, ranked, read in the caller's transaction (a fixed number of queries).
 * `overlap` holds the proposals with an unresolved likely duplicate (the overlap module's check, asked
 * only where the agenda is shown: a decision's rank rules do not read it).
 */
export async function agendaItems(
  db: DbOrTx,
  round: Pick<RoundRow, 'id' | 'budget' | 'memberIds'>,
  overlap: ReadonlySet<string> = new Set(),
): Promise<AgendaItem[]> {
  const entries = await repo.entriesOf(db, round.id);
  const ids = entries.map((e) => e.proposalId);
  const [facts, reviews] = await Promise.all([roundFactsOf(db, ids), reviewFactsOf(db, ids)]);
  const recusals = await recusalsOf(
    db,
    [...facts.values()].map((f) => ({ id: f.id, userId: f.userId, orgName: f.orgName })),
    round.memberIds,
  );
  const ranked = rankAgenda(
    entries.map((e) => {
      const r = reviews.get(e.proposalId);
      return {
        proposalId: e.proposalId,
        mean: r?.mean ?? null,
        count: r?.count ?? 0,
        submittedAt: facts.get(e.proposalId)?.submittedAt ?? null,
        requestedGrant: facts.get(e.proposalId)?.requestedGrant ?? null,
        entry: e,
      };
    }),
    round.budget,
  );
  return ranked.map((i) => {
    const f = facts.get(i.proposalId)!;
    const r = reviews.get(i.proposalId);
    const e = i.entry;
    return {
      rank: i.rank,
      proposalId: i.proposalId,
      reference: f.reference,
      title: f.title,
      status: f.status,
      mean: r?.mean ?? null,
      count: r?.count ?? 0,
      spread: r && r.max !== null && r.min !== null ? r.max - r.min : null,
      disagreement: r?.disagreement ?? false,
      recommendations: r?.recommendations ?? { FUND: 0, FUND_WITH_CHANGES: 0, DO_NOT_FUND: 0 },
      requestedGrant: f.requestedGrant,
      otherFunding: f.otherFunding,
      noOtherFunding: f.noOtherFunding,
      cumulativeGrant: i.cumulativeGrant,
      aboveFundingLine: i.aboveFundingLine,
      recusals: (recusals.get(i.proposalId) ?? []).map((x) => x.userId),
      overlap: overlap.has(i.proposalId),
      decision: e.decision
        ? {
            decision: e.decision,
            approvedCost: e.approvedCost,
            grant: e.grant,
            conditions: e.conditions,
            rationale: e.rationale,
            decidedAt: e.decidedAt!.toISOString(),
          }
        : null,
    };
  });
}

/** The grant of a decision to fund: the approved cost times the scheme's share, or else the requested grant. */
export function grantFor(scheme: RoundRow['scheme'], approvedCost: number | null | undefined, requestedGrant: number | null): number {
  return approvedCost ? Math.floor((approvedCost * ROUND_SHARE_PERCENT[scheme]) / 100) : (requestedGrant ?? 0);
}

/** `GET /admin/rounds/{id}/agenda`: the round, its budget, the grants committed by decisions to fund, and the ranked items. */
export async function roundAgenda(app: FastifyInstance, id: string): Promise<Agenda> {
  const round = await requireRound(app.db, id);
  const items = await agendaItems(
    app.db,
    round,
    await unresolvedLikelyDuplicates(
      app,
      (await repo.entriesOf(app.db, round.id)).map((e) => e.proposalId),
    ),
  );
  const committed = items.reduce((sum, i) => sum + (i.decision && isFundingDecision(i.decision.decision) ? i.decision.grant : 0), 0);
  const [view] = await describeRounds(app, app.db, [round]);
  return { round: view!, budget: round.budget, committed, items };
}
