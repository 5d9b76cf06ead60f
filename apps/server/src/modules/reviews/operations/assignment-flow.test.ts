import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FlowPair, type FlowProposal, type FlowReviewer, planFlow, scoreUnits } from './assignment-flow.js';

// The plan's min-cost max-flow against brute force on small random instances (decision 256).

type Instance = { proposals: FlowProposal[]; reviewers: FlowReviewer[]; pairs: FlowPair[] };

const instance: fc.Arbitrary<Instance> = fc
  .record({
    p: fc.integer({ min: 1, max: 3 }),
    r: fc.integer({ min: 1, max: 5 }),
    needs: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }),
    caps: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
    orgs: fc.array(fc.constantFrom('', 'a', 'b'), { minLength: 5, maxLength: 5 }),
    // Each (proposal, reviewer) cell: eligible or not, and its score (ties are frequent on purpose).
    cells: fc.array(fc.option(fc.constantFrom(0, 0.25, 0.5, 0.5, 0.75, 1, 0.333), { nil: undefined }), { minLength: 15, maxLength: 15 }),
  })
  .map(({ p, r, needs, caps, orgs, cells }) => {
    const proposals = Array.from({ length: p }, (_, i) => ({ id: `p${i}`, need: needs[i]! }));
    const reviewers = Array.from({ length: r }, (_, j) => ({ id: `r${j}`, capacity: caps[j]!, organization: orgs[j]! }));
    const pairs: FlowPair[] = [];
    for (let i = 0; i < p; i++)
      for (let j = 0; j < r; j++) {
        const score = cells[i * 5 + j];
        if (score !== undefined) pairs.push({ proposalId: `p${i}`, reviewerId: `r${j}`, score });
      }
    return { proposals, reviewers, pairs };
  });

/** The best (most pairs, then highest total) of every assignment meeting the rules, by enumeration. */
function bruteForce({ proposals, reviewers, pairs }: Instance): { count: number; total: number } {
  const reviewer = new Map(reviewers.map((r) => [r.id, r]));
  let best = { count: 0, total: 0 };
  const used = new Map<string, number>();
  const choose = (k: number, count: number, total: number) => {
    if (k === pairs.length) {
      if (count > best.count || (count === best.count && total > best.total)) best = { count, total };
      return;
    }
    choose(k + 1, count, total);
    const x = pairs[k]!;
    const r = reviewer.get(x.reviewerId)!;
    const p = proposals.find((q) => q.id === x.proposalId)!;
    const onP = pairs.slice(0, k).filter((y) => y.proposalId === x.proposalId && taken.has(y));
    if ((used.get(r.id) ?? 0) >= r.capacity || onP.length >= p.need) return;
    if (r.organization !== '' && onP.some((y) => reviewer.get(y.reviewerId)!.organization === r.organization)) return;
    taken.add(x);
    used.set(r.id, (used.get(r.id) ?? 0) + 1);
    choose(k + 1, count + 1, total + scoreUnits(x.score));
    taken.delete(x);
    used.set(r.id, used.get(r.id)! - 1);
  };
  const taken = new Set<FlowPair>();
  choose(0, 0, 0);
  return best;
}

/** Every rule of the plan held: only eligible pairs, each once, needs, loads and one reviewer per organisation. */
function assertRules({ proposals, reviewers, pairs }: Instance, plan: FlowPair[]) {
  const eligible = new Map(pairs.map((x) => [`${x.proposalId}/${x.reviewerId}`, x.score]));
  const seen = new Set<string>();
  for (const x of plan) {
    const key = `${x.proposalId}/${x.reviewerId}`;
    expect(eligible.get(key)).toBe(x.score);
    expect(seen.has(key)).toBe(false);
    seen.add(key);
  }
  for (const p of proposals) {
    const mine = plan.filter((x) => x.proposalId === p.id);
    expect(mine.length).toBeLessThanOrEqual(p.need);
    const orgs = mine.map((x) => reviewers.find((r) => r.id === x.reviewerId)!.organization).filter((o) => o !== '');
    expect(new Set(orgs).size).toBe(orgs.length);
  }
  for (const r of reviewers) expect(plan.filter((x) => x.reviewerId === r.id).length).toBeLessThanOrEqual(r.capacity);
}

describe('the assignment plan as a min-cost max-flow', () => {
  it('places as many reviewers as any rule-abiding plan, with the highest total score, the same plan for the input in any order', () => {
    fc.assert(
      fc.property(instance, fc.integer(), (inst, seed) => {
        const { pairs, totalUnits } = planFlow(inst.proposals, inst.reviewers, inst.pairs);
        assertRules(inst, pairs);
        const best = bruteForce(inst);
        expect(pairs.length).toBe(best.count);
        expect(totalUnits).toBe(best.total);
        // Determinism: the same instance, its lists shuffled, gives the identical plan.
        const shuffle = <T>(list: T[]) =>
          list
            .map((v, i) => ({ v, k: Math.sin(seed + i * 7919) }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.v);
        const again = planFlow(shuffle(inst.proposals), shuffle(inst.reviewers), shuffle(inst.pairs));
        expect(again.pairs).toEqual(pairs);
      }),
      { numRuns: 400, seed: 45 },
    );
  });

  it('keeps a second reviewer of the same organisation off a proposal even when the flow would gain from it', () => {
    const plan = planFlow(
      [{ id: 'p', need: 2 }],
      [
        { id: 'a1', capacity: 1, organization: 'alpha' },
        { id: 'a2', capacity: 1, organization: 'alpha' },
        { id: 'b', capacity: 1, organization: 'beta' },
      ],
      [
        { proposalId: 'p', reviewerId: 'a1', score: 0.9 },
        { proposalId: 'p', reviewerId: 'a2', score: 0.8 },
        { proposalId: 'p', reviewerId: 'b', score: 0.1 },
      ],
    );
    expect(plan.pairs.map((x) => x.reviewerId)).toEqual(['a1', 'b']);
    expect(plan.totalUnits).toBe(1000);
  });
});
