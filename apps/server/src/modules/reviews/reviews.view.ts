import type { ProposalCategory, ProposalStatus, ProposalType, ReviewRecommendation } from '@portal/shared';
import { isLanguage, REVIEW_CLOSED_STATES, REVIEWER_MAX_LOAD_DEFAULT } from '@portal/shared';
import type { CommitteeReview, MyReview, MyReviewAssignment, ProposalAssignment, ReviewerProfile } from '@portal/shared/schemas';
import type { ReviewAssignmentRow, ReviewerProfileRow } from '../../db/schema/index.js';
import { normalizeOrganization } from './conflicts.js';
import { isOverdue } from './operations/review-access.js';

/** Answers of the reviews module, each field written here and nowhere else. */

type ReviewerName = { id: string; name: string; organization: string | null };
type WithProposal = { a: ReviewAssignmentRow; title: string; category: string; type: string; status: string; reference: string | null };
type WithParties = WithProposal & { summary: string | null; orgName: string | null; ownerOrganization: string | null };
type Partner = { name: string; organization: string | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether an assignment is over without a review (released, declined, expired): the reviewer holds nothing of it. */
export const isClosed = (state: string) => (REVIEW_CLOSED_STATES as readonly string[]).includes(state);

export function toProposalAssignment(a: ReviewAssignmentRow, reviewer: ReviewerName, suggestedName: string | null = null): ProposalAssignment {
  return {
    id: a.id,
    proposalId: a.proposalId,
    reviewer: { id: reviewer.id, name: reviewer.name, organization: reviewer.organization },
    dueDate: a.dueDate,
    state: a.state,
    overdue: isOverdue(a),
    overrideReason: a.overrideReason,
    releaseReason: a.releaseReason,
    conflictReason: a.conflictReason,
    respondBy: a.respondBy,
    autoReplace: a.autoReplace,
    declineReason: a.declineReason,
    suggestedUser: a.suggestedUserId && suggestedName ? { id: a.suggestedUserId, name: suggestedName } : null,
    releaseNote: a.releaseNote,
    assignedAt: a.createdAt.toISOString(),
    submittedAt: iso(a.submittedAt),
  };
}

export function toMyAssignment(r: WithProposal): MyReviewAssignment {
  return {
    id: r.a.id,
    proposalId: r.a.proposalId,
    title: r.title,
    category: r.category as ProposalCategory,
    type: r.type as ProposalType,
    reference: r.reference,
    dueDate: r.a.dueDate,
    respondBy: r.a.state === 'PENDING' ? r.a.respondBy : null,
    state: r.a.state,
    overdue: isOverdue(r.a),
    proposalStatus: r.status as ProposalStatus,
  };
}

/** The applicant's organisations, each once however it is written (decision 146's comparison). */
function applicantOrganizations(r: WithParties): string[] {
  const seen = new Set<string>();
  return [r.orgName, r.ownerOrganization].flatMap((o) => {
    const key = normalizeOrganization(o);
    if (!o || !key || seen.has(key)) return [];
    seen.add(key);
    return [o];
  });
}

/**
 * The reviewer's own review: scores, comments and recommendation as last saved, and (until released) the
 * parties they declare a conflict against.
 */
export function toMyReview(r: WithParties, partners: Partner[]): MyReview {
  const a = r.a;
  return {
    ...toMyAssignment(r),
    summary: isClosed(a.state) ? null : r.summary,
    parties: isClosed(a.state)
      ? null
      : { applicantOrganizations: applicantOrganizations(r), partners: partners.map((p) => ({ name: p.name, organization: p.organization })) },
    scores: a.scores,
    weightedScore: a.weightedScore,
    commentForApplicant: a.commentForApplicant,
    commentForCommittee: a.commentForCommittee,
    recommendation: a.recommendation,
    savedAt: iso(a.savedAt),
    submittedAt: iso(a.submittedAt),
    editable: (a.state === 'DECLARED' || a.state === 'SUBMITTED') && r.status === 'UNDER_REVIEW',
  };
}

export function toCommitteeReview(a: ReviewAssignmentRow, reviewer: ReviewerName): CommitteeReview {
  return {
    assignmentId: a.id,
    reviewer: { id: reviewer.id, name: reviewer.name, organization: reviewer.organization },
    scores: a.scores,
    weightedScore: a.weightedScore ?? 0,
    recommendation: a.recommendation as ReviewRecommendation,
    commentForApplicant: a.commentForApplicant,
    commentForCommittee: a.commentForCommittee,
    assignedAt: a.createdAt.toISOString(),
    submittedAt: a.submittedAt!.toISOString(),
    overrideReason: a.overrideReason,
  };
}

/** The reviewer's profile; the defaults before their first save. */
export function toReviewerProfile(row: ReviewerProfileRow | null): ReviewerProfile {
  if (!row) return { focusAreas: [], keywords: [], maxLoad: REVIEWER_MAX_LOAD_DEFAULT, unavailable: [], languages: ['en'], affiliations: [], updatedAt: null };
  return {
    focusAreas: row.focusAreas,
    keywords: row.keywords,
    maxLoad: row.maxLoad,
    unavailable: row.unavailable.map((u) => ({ from: u.from, to: u.to })),
    languages: row.languages.filter(isLanguage),
    affiliations: row.affiliations.map((a) => ({ organization: a.organization, from: a.from, ...(a.to ? { to: a.to } : {}) })),
    updatedAt: row.updatedAt.toISOString(),
  };
}
