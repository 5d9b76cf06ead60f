import { isFundingDecision, ROUND_MESSAGES as M, ROUND_MIN_REVIEWS, ROUND_RATIONALE_MIN_LENGTH, type RoundDecision } from '@portal/shared';

/**
 * The committee's rules as pure functions over plain data (docs/architecture.md#evaluation-rounds): the
 * agenda's order and funding line, the triggers that demand a rationale, and the budget.
 */

export type RankInput = {
  proposalId: string;
  mean: number | null;
  count: number;
  submittedAt: Date | null;
  requestedGrant: number | null;
};

/**
 * Ranked by mean, best first; ties by more reviews, then earlier submission, then id. A proposal with no
 * review ranks below every reviewed one. The running total adds each requested grant (none: 0), and a
 * proposal is above the funding line while the running total is within the budget.
 */
export function rankAgenda<T extends RankInput>(items: T[], budget: number): (T & { rank: number; cumulativeGrant: number; aboveFundingLine: boolean })[] {
  const sorted = [...items].sort(
    (a, b) =>
      (b.mean ?? -1) - (a.mean ?? -1) ||
      b.count - a.count ||
      (a.submittedAt?.getTime() ?? Number.MAX_SAFE_INTEGER) - (b.submittedAt?.getTime() ?? Number.MAX_SAFE_INTEGER) ||
      (a.proposalId < b.proposalId ? -1 : a.proposalId > b.proposalId ? 1 : 0),
  );
  let total = 0;
  return sorted.map((item, i) => {
    total += item.requestedGrant ?? 0;
    return { ...item, rank: i + 1, cumulativeGrant: total, aboveFundingLine: total <= budget };
  });
}

type Ranked = { proposalId: string; rank: number; decision: RoundDecision | null };

/**
 * Why a decision needs the committee's rationale, in words (none: an empty list): it departs from the
 * ranking (funds a proposal ranked below one declined or deferred, or declines or defers one ranked above
 * one funded), the proposal has fewer than 2 submitted reviews, or its reviews disagree.
 */
export function rationaleTriggers(
  agenda: Ranked[],
  target: { proposalId: string; decision: RoundDecision; reviewCount: number; disagreement: boolean },
): string[] {
  const me = agenda.find((i) => i.proposalId === target.proposalId)!;
  const others = agenda.filter((i) => i.proposalId !== target.proposalId && i.decision);
  const funds = isFundingDecision(target.decision);
  const departs = funds
    ? others.some((o) => o.rank < me.rank && !isFundingDecision(o.decision))
    : others.some((o) => o.rank > me.rank && isFundingDecision(o.decision));
  const reasons: string[] = [];
  if (departs) reasons.push(M.rationaleOutOfRank);
  if (target.reviewCount < ROUND_MIN_REVIEWS) reasons.push(M.rationaleFewReviews);
  if (target.disagreement) reasons.push(M.rationaleDisagreement);
  return reasons;
}

/** Whether a rationale is long enough to answer a trigger. */
export const rationaleGiven = (rationale: string | undefined | null): boolean => (rationale?.trim().length ?? 0) >= ROUND_RATIONALE_MIN_LENGTH;

/** By how much the grants to fund exceed the budget (0: within it). */
export function budgetShortfall(grants: number[], budget: number): number {
  const total = grants.reduce((a, b) => a + b, 0);
  return Math.max(0, total - budget);
}
