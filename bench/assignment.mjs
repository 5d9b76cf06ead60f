// `node bench/assignment.mjs` (after `npm run build`): the round's assignment plan (decision 256) on a
// synthetic round of 300 proposals × 120 reviewers, 3 reviewers each (`--large`: 500 × 150), through the
// built min-cost max-flow (apps/server/dist/modules/reviews/operations/assignment-flow.js). Prints the
// median plan time of 5 runs (CPU time, budget: 2 s; the wall time beside it), the total score against a greedy assignment's under the same
// rules (ratio, >= 1.0), the reviewers placed by each, and the Gini coefficient of the reviewers' load.
// The instance is drawn from a seeded generator, so every run plans the same round. No database: the
// plan's queries are a fixed number whatever the round's size (assignment-plan.ts); this times the part
// that grows with it. A step of its own: `bench/run.mjs` does not run it.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

export const PLAN_TIME_BUDGET_MS = 2000;
const large = process.argv.includes('--large');
const PROPOSALS = large ? 500 : 300;
const REVIEWERS = large ? 150 : 120;
const PER_PROPOSAL = 3;
const ORGANISATIONS = 30;

const { planFlow, scoreUnits } = await import('../apps/server/dist/modules/reviews/operations/assignment-flow.js');

/** mulberry32: a small seeded generator, the same round on every run. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(45);
const id = (prefix, i) => `${prefix}${String(i).padStart(5, '0')}`;
// The scores the affinity gives: 0.6 × focus-area share + 0.4 × keywords found (0–3), rounded to thousandths.
const SCORES = [0, 0.133, 0.267, 0.4, 0.6, 0.733, 0.867, 1, 0.3, 0.433, 0.567, 0.7];

const proposals = Array.from({ length: PROPOSALS }, (_, i) => ({ id: id('p', i), need: PER_PROPOSAL }));
// Loads as a round of this size needs them (each reviewer about 8–13 at most, about 1.2 × the seats in
// all); some reviewers already hold open assignments.
const perReviewer = Math.ceil((PROPOSALS * PER_PROPOSAL) / REVIEWERS);
const reviewers = Array.from({ length: REVIEWERS }, (_, j) => {
  const maxLoad = perReviewer + Math.floor(random() * 6) - 1;
  const load = random() < 0.3 ? Math.floor(random() * 3) : 0;
  return { id: id('r', j), capacity: maxLoad - load, organization: `org${Math.floor(random() * ORGANISATIONS)}` };
});
const pairs = [];
for (const p of proposals) {
  // Each proposal has a focus; reviewers near it score high, a few conflicts (about 3 %) are left out.
  const focus = Math.floor(random() * 6);
  for (const [j, r] of reviewers.entries()) {
    if (random() < 0.03) continue;
    const near = j % 6 === focus;
    // Near: a focus area in common (0.6 or more); far: keywords only (0.4 at most), often nothing.
    const score = near ? SCORES[4 + Math.floor(random() * 4)] : SCORES[Math.floor(random() * 4)];
    pairs.push({ proposalId: p.id, reviewerId: r.id, score: random() < 0.4 && !near ? 0 : score });
  }
}

/** The greedy plan: pairs best score first (ties by ids), each taken when the rules allow. */
function greedy() {
  const sorted = [...pairs].sort(
    (a, b) => b.score - a.score || (a.proposalId < b.proposalId ? -1 : a.proposalId > b.proposalId ? 1 : a.reviewerId < b.reviewerId ? -1 : 1),
  );
  const left = new Map(reviewers.map((r) => [r.id, r.capacity]));
  const org = new Map(reviewers.map((r) => [r.id, r.organization]));
  const filled = new Map();
  const orgsOn = new Map();
  const chosen = [];
  for (const x of sorted) {
    if ((filled.get(x.proposalId) ?? 0) >= PER_PROPOSAL || left.get(x.reviewerId) <= 0) continue;
    const orgs = orgsOn.get(x.proposalId) ?? new Set();
    if (orgs.has(org.get(x.reviewerId))) continue;
    orgs.add(org.get(x.reviewerId));
    orgsOn.set(x.proposalId, orgs);
    filled.set(x.proposalId, (filled.get(x.proposalId) ?? 0) + 1);
    left.set(x.reviewerId, left.get(x.reviewerId) - 1);
    chosen.push(x);
  }
  return chosen;
}

/** The Gini coefficient of the assignments per reviewer (0: all equal). */
function gini(values) {
  const v = [...values].sort((a, b) => a - b);
  const n = v.length;
  const sum = v.reduce((s, x) => s + x, 0);
  if (sum === 0) return 0;
  let weighted = 0;
  v.forEach((x, i) => (weighted += (2 * (i + 1) - n - 1) * x));
  return weighted / (n * sum);
}

// Wall time, and the process's CPU time, which a busy shared machine does not inflate (as decision 052
// judges Lighthouse's blocking time): the budget is judged on the CPU time.
const times = [];
const cpuTimes = [];
let plan;
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  plan = planFlow(proposals, reviewers, pairs);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const median = cpuTimes[2];
const baseline = greedy();
const greedyUnits = baseline.reduce((s, x) => s + scoreUnits(x.score), 0);
const loads = new Map(reviewers.map((r) => [r.id, 0]));
for (const x of plan.pairs) loads.set(x.reviewerId, loads.get(x.reviewerId) + 1);
const ratio = plan.totalUnits / greedyUnits;
const ok = median <= PLAN_TIME_BUDGET_MS && ratio >= 1;

console.log(
  `assignment plan: ${PROPOSALS} proposals × ${REVIEWERS} reviewers × ${PER_PROPOSAL}, ${pairs.length} eligible pairs (load average ${loadavg()[0].toFixed(2)})`,
);
console.log(
  `  plan time: CPU median ${median.toFixed(0)} ms of 5 (budget <= ${PLAN_TIME_BUDGET_MS} ms); wall median ${times[2].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[4].toFixed(0)})`,
);
console.log(`  placed: ${plan.pairs.length} of ${PROPOSALS * PER_PROPOSAL} (greedy: ${baseline.length})`);
console.log(`  total score: ${(plan.totalUnits / 1000).toFixed(3)} against greedy ${(greedyUnits / 1000).toFixed(3)}: ratio ${ratio.toFixed(4)} (>= 1.0)`);
console.log(
  `  load Gini coefficient: ${gini([...loads.values()]).toFixed(3)} (greedy: ${gini(reviewers.map((r) => baseline.filter((x) => x.reviewerId === r.id).length)).toFixed(3)})`,
);
console.log(ok ? 'assignment plan: within budget' : 'assignment plan: OUT OF BUDGET');
process.exit(ok ? 0 : 1);
