import { indiaDate, MESSAGES, REVIEWER_MAX_LOAD_DEFAULT } from '@portal/shared';
import type { ReviewerSuggestion, ReviewerSuggestionsQuery } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { collaboratorsOf, findNamedTogether } from '../../proposals/index.js';
import { findUserRow } from '../../users/index.js';
import { affiliationsInForce, listConflicts } from '../conflicts.js';
import * as repo from '../reviews.repo.js';
import { isClosed } from '../reviews.view.js';
import type { DbOrTx } from '../../../db/client.js';
import { reviewedKindOf } from './review-access.js';
import { affinityOf, proposalLanguage, readsLanguage } from './reviewer-affinity.js';

/** The due date suggestions are judged on when the admin names none. */
const DEFAULT_DUE_DAYS = 14;

/**
 * `GET /admin/proposals/{id}/reviewer-suggestions`: every approved reviewer who could take the proposal
 * — not already on it, no conflict of interest (hard or soft, the profile's affiliations included),
 * available on the due date, below their maximum load, reading the proposal's language (decision 275) —
 * with their affinity (weighed by their record) and its reasons, best
 * first (then the lighter load, then the name, then the id).
 */
export async function reviewerSuggestions(app: FastifyInstance, proposalId: string, query: ReviewerSuggestionsQuery): Promise<ReviewerSuggestion[]> {
  const dueDate = query.dueDate ?? indiaDate(new Date(Date.now() + DEFAULT_DUE_DAYS * 86_400_000));
  return suggestReviewers(app, app.db, proposalId, dueDate);
}

/**
 * The suggestions read in the caller's transaction (the automatic replacement's, which takes the first):
 * besides the rules above, no one whose assignment on this proposal ended (declined, expired, released).
 */
export async function suggestReviewers(app: FastifyInstance, db: DbOrTx, proposalId: string, dueDate: string): Promise<ReviewerSuggestion[]> {
  const proposal = await repo.findProposalRow(db, proposalId);
  if (!proposal) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  reviewedKindOf(proposal);
  const today = indiaDate();
  const [owner, collaborators, candidates, panel, declined] = await Promise.all([
    findUserRow(db, proposal.userId),
    collaboratorsOf(db, proposalId),
    repo.reviewerCandidates(db),
    repo.listProposalAssignments(db, proposalId),
    repo.endedOn(db, proposalId),
  ]);
  const onPanel = new Set([...panel.filter((p) => !isClosed(p.a.state)).map((p) => p.a.reviewerId), ...declined]);
  const text = [proposal.title, proposal.abstract, proposal.objectives, proposal.methodology, proposal.expectedResults, proposal.detailedDescription]
    .filter(Boolean)
    .join(' \n ');
  const language = proposalLanguage(text);
  const pastOf = await repo.pastReviewsOf(
    db,
    candidates.map((c) => c.id),
  );
  const out: ReviewerSuggestion[] = [];
  for (const c of candidates) {
    if (onPanel.has(c.id)) continue;
    const profile = c.profile;
    const maxLoad = profile?.maxLoad ?? REVIEWER_MAX_LOAD_DEFAULT;
    if (c.load >= maxLoad) continue;
    if ((profile?.unavailable ?? []).some((u) => u.from <= dueDate && dueDate <= u.to)) continue;
    if (!readsLanguage(profile?.languages, language)) continue;
    const conflicts = listConflicts({
      reviewer: { id: c.id, organization: c.organization },
      owner: { id: owner!.id, organization: owner!.organization },
      proposalOrgName: proposal.orgName,
      collaborators,
      namedTogetherOn: c.id === owner!.id ? null : await findNamedTogether(db, proposalId, c.id, owner!.id),
      declaredBefore: await repo.findDeclaredConflict(db, proposalId, c.id),
      affiliations: affiliationsInForce(profile?.affiliations ?? [], today),
    });
    if (conflicts.length > 0) continue;
    const { score, reasons } = affinityOf(
      { focusAreas: proposal.focusArea ?? [], text, language },
      { focusAreas: profile?.focusAreas ?? [], keywords: profile?.keywords ?? [], languages: profile?.languages, past: pastOf.get(c.id) },
    );
    out.push({ userId: c.id, name: c.name, organization: c.organization, score, reasons, load: c.load, maxLoad });
  }
  return out.sort((a, b) => b.score - a.score || a.load - b.load || a.name.localeCompare(b.name) || (a.userId < b.userId ? -1 : 1));
}
