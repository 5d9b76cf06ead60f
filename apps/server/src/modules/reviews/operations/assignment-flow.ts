/**
 * The round's assignment plan as a min-cost max-flow (docs/architecture.md#the-reviewer-pool, decision
 * 256): a pure function of its input, no database, no clock.
 *
 * The network, one unit of flow one (proposal, reviewer) pair:
 *
 *   source ──(capacity: the reviewer's free load, cost 0)──▶ reviewer
 *   reviewer ──(1, −score)──▶ (proposal, organisation)      one node per organisation on a proposal…
 *   (proposal, organisation) ──(1, 0)──▶ proposal           …whose capacity 1 lets one reviewer of it in
 *   proposal ──(reviewers still needed, 0)──▶ sink
 *
 * A reviewer with no organisation, or the only eligible one of theirs on a proposal, goes straight to the
 * proposal (capacity 1: nobody twice on a proposal). Only eligible pairs have an edge: conflicts,
 * unavailability and the panel already in place are ruled out by the caller.
 *
 * Successive shortest paths give, for the largest flow the network carries, the cheapest one: as many
 * reviewers placed as the rules allow, and among all such plans the highest total score. Costs are whole
 * numbers (score × 1000; a score has three decimals), the shortest paths Dijkstra's on reduced costs
 * (Johnson's potentials, the first ones exact because the network is acyclic and its nodes are numbered in
 * topological order); each round of Dijkstra is followed by a blocking flow along every path of reduced
 * cost 0 (the primal-dual method), so a round of hundreds of proposals needs few rounds of Dijkstra. The input is sorted before the network is built and the heap breaks ties by node
 * number, so the same input in any order gives the same plan.
 */

export type FlowProposal = { id: string; need: number };
/** `organization`: the normalised name; '' when the reviewer gives none (then no organisation rule applies). */
export type FlowReviewer = { id: string; capacity: number; organization: string };
/** An eligible pair; `score` 0–1 with at most three decimals. */
export type FlowPair = { proposalId: string; reviewerId: string; score: number };

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byPair = (a: FlowPair, b: FlowPair) =>
  a.proposalId < b.proposalId ? -1 : a.proposalId > b.proposalId ? 1 : a.reviewerId < b.reviewerId ? -1 : a.reviewerId > b.reviewerId ? 1 : 0;

/** Whole-number cost of a pair: the score in thousandths, negated (the flow minimises). */
export const scoreUnits = (score: number) => Math.round(score * 1000);

/**
 * The plan: the pairs chosen (by proposal, then best score, then reviewer id) and their total score in
 * thousandths (exact, no float sums).
 */
export function planFlow(proposalsIn: FlowProposal[], reviewersIn: FlowReviewer[], pairsIn: FlowPair[]): { pairs: FlowPair[]; totalUnits: number } {
  const proposals = [...proposalsIn].sort(byId).filter((p) => p.need > 0);
  const reviewers = [...reviewersIn].sort(byId).filter((r) => r.capacity > 0);
  const pIndex = new Map(proposals.map((p, i) => [p.id, i]));
  const rIndex = new Map(reviewers.map((r, i) => [r.id, i]));
  const pairs = pairsIn.filter((x) => pIndex.has(x.proposalId) && rIndex.has(x.reviewerId)).sort(byPair);

  // Group each proposal's pairs by organisation; a group of two or more gets its own node.
  const groupOf = (x: FlowPair) => {
    const org = reviewers[rIndex.get(x.reviewerId)!]!.organization;
    return `${x.proposalId}\u0000${org === '' ? `\u0001${x.reviewerId}` : org}`;
  };
  const groupSize = new Map<string, number>();
  for (const x of pairs) groupSize.set(groupOf(x), (groupSize.get(groupOf(x)) ?? 0) + 1);
  const groupNode = new Map<string, number>();

  // Nodes in topological order: source, reviewers, organisation nodes, proposals, sink.
  const SOURCE = 0;
  const R0 = 1;
  let next = R0 + reviewers.length;
  for (const x of pairs) {
    const g = groupOf(x);
    if (groupSize.get(g)! > 1 && !groupNode.has(g)) groupNode.set(g, next++);
  }
  const P0 = next;
  const SINK = P0 + proposals.length;
  const n = SINK + 1;

  // Edges in flat arrays; edge e's reverse is e ^ 1.
  const to: number[] = [];
  const cap: number[] = [];
  const cost: number[] = [];
  const nextEdge: number[] = [];
  const head = new Int32Array(n).fill(-1);
  const addEdge = (u: number, v: number, c: number, w: number) => {
    to.push(v, u);
    cap.push(c, 0);
    cost.push(w, -w);
    nextEdge.push(head[u]!, head[v]!);
    head[u] = to.length - 2;
    head[v] = to.length - 1;
  };
  reviewers.forEach((r, i) => addEdge(SOURCE, R0 + i, r.capacity, 0));
  const pairEdge: { edge: number; pair: FlowPair }[] = [];
  for (const x of pairs) {
    const g = groupNode.get(groupOf(x));
    const target = g ?? P0 + pIndex.get(x.proposalId)!;
    pairEdge.push({ edge: to.length, pair: x });
    addEdge(R0 + rIndex.get(x.reviewerId)!, target, 1, -scoreUnits(x.score));
  }
  for (const [g, node] of groupNode) addEdge(node, P0 + pIndex.get(g.slice(0, g.indexOf('\u0000')))!, 1, 0);
  proposals.forEach((p, i) => addEdge(P0 + i, SINK, p.need, 0));

  // First potentials: shortest distances from the source over the acyclic network, in node order.
  const INF = Number.MAX_SAFE_INTEGER;
  const pot = new Array<number>(n).fill(INF);
  pot[SOURCE] = 0;
  for (let u = 0; u < n; u++) {
    if (pot[u] === INF) continue;
    for (let e = head[u]!; e !== -1; e = nextEdge[e]!) if (cap[e]! > 0 && pot[u]! + cost[e]! < pot[to[e]!]!) pot[to[e]!] = pot[u]! + cost[e]!;
  }
  for (let v = 0; v < n; v++) if (pot[v] === INF) pot[v] = 0;

  const dist = new Array<number>(n);
  const level = new Int32Array(n);
  const queue = new Int32Array(n);
  const iter = new Int32Array(n);
  const done = new Uint8Array(n);
  const heap = new MinHeap();
  for (;;) {
    dist.fill(INF);
    done.fill(0);
    dist[SOURCE] = 0;
    heap.clear();
    heap.push(0, SOURCE);
    while (heap.size > 0) {
      const [d, u] = heap.pop();
      if (done[u]) continue;
      done[u] = 1;
      if (u === SINK) break; // Nodes beyond the sink's distance are capped below: potentials stay valid.
      for (let e = head[u]!; e !== -1; e = nextEdge[e]!) {
        if (cap[e]! <= 0) continue;
        const v = to[e]!;
        const nd = d + cost[e]! + pot[u]! - pot[v]!;
        if (nd < dist[v]!) {
          dist[v] = nd;
          heap.push(nd, v);
        }
      }
    }
    if (!done[SINK]) break;
    const dSink = dist[SINK]!;
    // Every node's potential grows by its distance, at most the sink's (those not reached yet: the sink's).
    for (let v = 0; v < n; v++) pot[v]! += Math.min(dist[v]!, dSink);
    // Every shortest path now has reduced cost 0: push along all of them at once (a blocking flow on the
    // admissible edges, Dinic's levels), then look for the next, longer shortest paths.
    for (;;) {
      level.fill(-1);
      level[SOURCE] = 0;
      let qHead = 0;
      let qTail = 0;
      queue[qTail++] = SOURCE;
      while (qHead < qTail) {
        const u = queue[qHead++]!;
        for (let e = head[u]!; e !== -1; e = nextEdge[e]!) {
          const v = to[e]!;
          if (cap[e]! > 0 && level[v] === -1 && cost[e]! + pot[u]! - pot[v]! === 0) {
            level[v] = level[u]! + 1;
            queue[qTail++] = v;
          }
        }
      }
      if (level[SINK] === -1) break;
      for (let v = 0; v < n; v++) iter[v] = head[v]!;
      const push = (u: number, limit: number): number => {
        if (u === SINK) return limit;
        for (; iter[u] !== -1; iter[u] = nextEdge[iter[u]!]!) {
          const e = iter[u]!;
          const v = to[e]!;
          if (cap[e]! <= 0 || level[v] !== level[u]! + 1 || cost[e]! + pot[u]! - pot[v]! !== 0) continue;
          const got = push(v, Math.min(limit, cap[e]!));
          if (got > 0) {
            cap[e]! -= got;
            cap[e ^ 1]! += got;
            return got;
          }
        }
        return 0;
      };
      while (push(SOURCE, INF) > 0);
    }
  }

  const chosen = pairEdge.filter((p) => cap[p.edge] === 0).map((p) => p.pair);
  chosen.sort(
    (a, b) =>
      (a.proposalId < b.proposalId ? -1 : a.proposalId > b.proposalId ? 1 : 0) ||
      scoreUnits(b.score) - scoreUnits(a.score) ||
      (a.reviewerId < b.reviewerId ? -1 : a.reviewerId > b.reviewerId ? 1 : 0),
  );
  return { pairs: chosen, totalUnits: chosen.reduce((s, p) => s + scoreUnits(p.score), 0) };
}

/** A binary heap of (distance, node), the smaller node first on equal distances. */
class MinHeap {
  private keys: number[] = [];
  private nodes: number[] = [];
  get size() {
    return this.keys.length;
  }
  clear() {
    this.keys.length = 0;
    this.nodes.length = 0;
  }
  private less(i: number, j: number) {
    return this.keys[i]! < this.keys[j]! || (this.keys[i] === this.keys[j] && this.nodes[i]! < this.nodes[j]!);
  }
  private swap(i: number, j: number) {
    [this.keys[i], this.keys[j]] = [this.keys[j]!, this.keys[i]!];
    [this.nodes[i], this.nodes[j]] = [this.nodes[j]!, this.nodes[i]!];
  }
  push(key: number, node: number) {
    this.keys.push(key);
    this.nodes.push(node);
    let i = this.keys.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): [number, number] {
    const top: [number, number] = [this.keys[0]!, this.nodes[0]!];
    const lastKey = this.keys.pop()!;
    const lastNode = this.nodes.pop()!;
    if (this.keys.length > 0) {
      this.keys[0] = lastKey;
      this.nodes[0] = lastNode;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.keys.length && this.less(l, m)) m = l;
        if (r < this.keys.length && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
}
