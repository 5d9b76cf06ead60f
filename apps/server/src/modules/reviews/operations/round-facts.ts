import { indiaDate, type ReviewRecommendation } from '@portal/shared';
import type { DbOrTx } from '../../../db/client.js';
import { affiliationsInForce, listConflicts } from '../conflicts.js';
import * as repo from '../reviews.repo.js';

/** What a round's agenda shows of a proposal's reviews. */
export type ReviewFacts = {
  count: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  disagreement: boolean;
  recommendations: Record<ReviewRecommendation, number>;
};

/** The submitted reviews' summary of each proposal; a proposal with none is absent. */
export async function reviewFactsOf(db: DbOrTx, proposalIds: string[]): Promise<Map<string, ReviewFacts>> {
  const out = new Map<string, ReviewFacts>();
  for (const s of await repo.summariesOf(db, proposalIds)) {
    out.set(s.proposalId, {
      count: s.reviewCount,
      mean: s.meanScore,
      min: s.minScore,
      max: s.maxScore,
      disagreement: s.disagreement,
      recommendations: { FUND: s.fund, FUND_WITH_CHANGES: s.fundWithChanges, DO_NOT_FUND: s.doNotFund },
    });
  }
  return out;
}

/** The reviewers' comments for the applicant of each proposal (never who wrote them). */
export async function applicantCommentsOf(db: DbOrTx, proposalIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const r of await repo.applicantCommentsOf(db, proposalIds)) {
    if (r.comment.length === 0) continue;
    out.set(r.proposalId, [...(out.get(r.proposalId) ?? []), r.comment]);
  }
  return out;
}

/**
 * The committee members who must stand aside on each proposal: those with a conflict of interest under
 * the peer-review rules (conflicts.ts, the same pure function an assignment is judged by), read in a
 * fixed number of queries whatever the number of proposals. Each answer lists the member's reasons.
 */
export async function recusalsOf(
  db: DbOrTx,
  items: { id: string; userId: string; orgName: string | null }[],
  memberIds: string[],
): Promise<Map<string, { userId: string; reasons: string[] }[]>> {
  const out = new Map<string, { userId: string; reasons: string[] }[]>();
  if (items.length === 0 || memberIds.length === 0) return out;
  const ids = items.map((i) => i.id);
  const owners = [...new Set(items.map((i) => i.userId))];
  const [people, collaborators, declared, namings, profiles] = await Promise.all([
    repo.organizationsOf(db, [...new Set([...memberIds, ...owners])]),
    repo.collaboratorsOfMany(db, ids),
    repo.declaredConflictsOn(db, ids, memberIds),
    repo.namingsOf(db, [...new Set([...memberIds, ...owners])]),
    repo.affiliationsOf(db, memberIds),
  ]);
  // A member's past affiliations from their reviewer profile join the rules as they do for a reviewer (decision 243).
  const today = indiaDate();
  const affiliationsBy = new Map(profiles.map((p) => [p.userId, affiliationsInForce(p.affiliations, today)]));
  const person = new Map(people.map((p) => [p.id, p]));
  const collaboratorsBy = new Map<string, { id: string; name: string; organization: string | null }[]>();
  for (const c of collaborators) collaboratorsBy.set(c.proposalId, [...(collaboratorsBy.get(c.proposalId) ?? []), c]);
  const declaredBy = new Map(declared.map((d) => [`${d.proposalId}/${d.reviewerId}`, { reason: d.reason ?? '' }]));
  // Per user: the proposals naming them (owner or collaborator), with titles.
  const namedOn = new Map<string, Map<string, string>>();
  for (const n of namings) {
    const m = namedOn.get(n.userId) ?? new Map<string, string>();
    m.set(n.proposalId, n.title);
    namedOn.set(n.userId, m);
  }
  const namedTogether = (proposalId: string, a: string, b: string): { title: string } | null => {
    const mine = namedOn.get(a);
    const theirs = namedOn.get(b);
    if (!mine || !theirs) return null;
    for (const [pid, title] of mine) if (pid !== proposalId && theirs.has(pid)) return { title };
    return null;
  };
  for (const item of items) {
    const owner = person.get(item.userId);
    const list: { userId: string; reasons: string[] }[] = [];
    for (const memberId of memberIds) {
      const member = person.get(memberId);
      if (!member) continue;
      const found = listConflicts({
        reviewer: { id: member.id, organization: member.organization },
        owner: { id: item.userId, organization: owner?.organization ?? null },
        proposalOrgName: item.orgName,
        collaborators: collaboratorsBy.get(item.id) ?? [],
        namedTogetherOn: member.id === item.userId ? null : namedTogether(item.id, member.id, item.userId),
        declaredBefore: declaredBy.get(`${item.id}/${member.id}`) ?? null,
        affiliations: affiliationsBy.get(member.id) ?? [],
      });
      if (found.length > 0) list.push({ userId: member.id, reasons: found.map((c) => c.message) });
    }
    out.set(item.id, list);
  }
  return out;
}
