import { MAX_ACTIVE_REVIEWERS, proposalKindOf, REVIEWER_MAX_LOAD_DEFAULT, type PlanUnfilledReason } from '@portal/shared';
import type { AssignmentPlan } from '@portal/shared/schemas';
import type { DbOrTx } from '../../../db/client.js';
import { findReviewTexts } from '../../proposals/index.js';
import { normalizeOrganization } from '../conflicts.js';
import * as repo from '../reviews.repo.js';
import { type FlowPair, planFlow } from './assignment-flow.js';
import { isReviewedKind } from './review-access.js';
import { affinityOf, proposalLanguage, readsLanguage } from './reviewer-affinity.js';
import { recusalsOf } from './round-facts.js';

/** What a plan is asked for: reviewers per proposal and the due date they must be available on. */
export type PlanRequest = { perProposal: number; dueDate: string };

/** A reviewer who could take proposals of the plan, as the plan and its application judge them. */
export type PlanCandidate = { id: string; name: string; organization: string | null; load: number; maxLoad: number; unavailable: boolean };

/**
 * The facts a plan is made of, read in a fixed number of queries whatever the round's size: the round's
 * proposals under review (peer-reviewed kinds only), every approved reviewer with their profile and open
 * load, the panels already in place, and every conflict of interest between them (the rules of
 * conflicts.ts, hard and soft, past affiliations included, as the agenda's recusals read them).
 */
async function planFacts(db: DbOrTx, proposalIds: string[], dueDate: string) {
  const [texts, candidates, panels] = await Promise.all([findReviewTexts(db, proposalIds), repo.reviewerCandidates(db), repo.activePanelsOf(db, proposalIds)]);
  const past = await repo.pastReviewsOf(
    db,
    candidates.map((c) => c.id),
  );
  const proposals = texts.filter((p) => p.status === 'UNDER_REVIEW' && isReviewedKind(proposalKindOf(p.category, p.type)));
  const reviewers: PlanCandidate[] = candidates.map((c) => ({
    id: c.id,
    name: c.name,
    organization: c.organization,
    load: c.load,
    maxLoad: c.profile?.maxLoad ?? REVIEWER_MAX_LOAD_DEFAULT,
    unavailable: (c.profile?.unavailable ?? []).some((u) => u.from <= dueDate && dueDate <= u.to),
  }));
  const conflicts = await recusalsOf(
    db,
    proposals.map((p) => ({ id: p.id, userId: p.userId, orgName: p.orgName })),
    reviewers.map((r) => r.id),
  );
  return { proposals, candidates, reviewers, panels, conflicts, past };
}

/**
 * `POST /admin/rounds/{id}/assignment-plan` (decision 256): the best plan for the round's proposals under
 * the rules — each proposal `perProposal` reviewers counting those already on it (at most 5 active), no one
 * beyond their maximum load (open assignments counted), no conflict of interest, nobody unavailable on the
 * due date, none who does not read the proposal's language, at most one reviewer of an organisation on a
 * proposal (its panel included), and among the plans that place the most reviewers the highest total
 * score (the suggestions' affinity, weighed by each reviewer's record: decision 275), each pair with the
 * reasons of its score. Deterministic.
 * It writes nothing: the admin adjusts it and applies it (apply-assignment-plan.ts).
 */
export async function assignmentPlan(db: DbOrTx, proposalIds: string[], request: PlanRequest): Promise<AssignmentPlan> {
  const { proposals, candidates, reviewers, panels, conflicts, past } = await planFacts(db, proposalIds, request.dueDate);
  const panelOf = new Map<string, { reviewers: Set<string>; organizations: Set<string> }>();
  for (const p of proposals) panelOf.set(p.id, { reviewers: new Set(), organizations: new Set() });
  for (const a of panels) {
    const panel = panelOf.get(a.proposalId);
    if (!panel) continue;
    panel.reviewers.add(a.reviewerId);
    const org = normalizeOrganization(a.organization);
    if (org) panel.organizations.add(org);
  }
  const interests = new Map(
    candidates.map((c) => [
      c.id,
      { focusAreas: c.profile?.focusAreas ?? [], keywords: c.profile?.keywords ?? [], languages: c.profile?.languages, past: past.get(c.id) },
    ]),
  );
  const reasonsOf = new Map<string, string[]>();
  const orgOf = new Map(reviewers.map((r) => [r.id, normalizeOrganization(r.organization)]));
  const available = reviewers.filter((r) => !r.unavailable);

  const pairs: FlowPair[] = [];
  const needs = new Map<string, number>();
  const eligibleOrgs = new Map<string, Set<string>>();
  for (const p of proposals) {
    const panel = panelOf.get(p.id)!;
    needs.set(p.id, Math.max(0, Math.min(request.perProposal, MAX_ACTIVE_REVIEWERS) - panel.reviewers.size));
    const conflicted = new Set((conflicts.get(p.id) ?? []).map((c) => c.userId));
    const text = [p.title, p.abstract, p.objectives, p.methodology, p.expectedResults, p.detailedDescription].filter(Boolean).join(' \n ');
    const language = proposalLanguage(text);
    const orgs = new Set<string>();
    for (const r of available) {
      if (panel.reviewers.has(r.id) || conflicted.has(r.id)) continue;
      const org = orgOf.get(r.id)!;
      if (org && panel.organizations.has(org)) continue;
      const reviewer = interests.get(r.id)!;
      if (!readsLanguage(reviewer.languages, language)) continue;
      const { score, reasons } = affinityOf({ focusAreas: p.focusArea ?? [], text, language }, reviewer);
      pairs.push({ proposalId: p.id, reviewerId: r.id, score });
      reasonsOf.set(`${p.id}/${r.id}`, reasons);
      orgs.add(org || `\u0001${r.id}`);
    }
    eligibleOrgs.set(p.id, orgs);
  }
  const flow = planFlow(
    proposals.map((p) => ({ id: p.id, need: needs.get(p.id)! })),
    available.map((r) => ({ id: r.id, capacity: Math.max(0, r.maxLoad - r.load), organization: orgOf.get(r.id)! })),
    pairs,
  );
  const filled = new Map<string, number>();
  for (const x of flow.pairs) filled.set(x.proposalId, (filled.get(x.proposalId) ?? 0) + 1);
  const unfilled: AssignmentPlan['unfilled'] = [];
  for (const p of proposals) {
    const missing = needs.get(p.id)! - (filled.get(p.id) ?? 0);
    if (missing <= 0) continue;
    const eligible = eligibleOrgs.get(p.id)!.size;
    const reason: PlanUnfilledReason = eligible < needs.get(p.id)! ? 'TOO_FEW_ELIGIBLE' : 'LOAD_TAKEN';
    unfilled.push({ proposalId: p.id, missing, reason, eligible });
  }
  const used = new Set(flow.pairs.map((x) => x.reviewerId));
  return {
    assignments: flow.pairs.map((x) => ({
      proposalId: x.proposalId,
      userId: x.reviewerId,
      score: x.score,
      reasons: reasonsOf.get(`${x.proposalId}/${x.reviewerId}`) ?? [],
    })),
    unfilled,
    totalScore: flow.totalUnits / 1000,
    proposals: proposals.map((p) => ({ id: p.id, reference: p.reference, title: p.title, onPanel: panelOf.get(p.id)!.reviewers.size })),
    reviewers: reviewers.filter((r) => used.has(r.id)).map((r) => ({ id: r.id, name: r.name, organization: r.organization, load: r.load, maxLoad: r.maxLoad })),
  };
}
