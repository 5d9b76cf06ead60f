/**
 * Peer review of funding proposals (docs/architecture.md#peer-review): the criteria, their weights and
 * guidance, and the numbers the rules are made of. The server, the review form and the tests read them here.
 */
export const REVIEW_CRITERIA = [
  {
    key: 'relevance',
    label: 'Relevance to the steel sector and the mission’s focus areas',
    weight: 25,
    guidance: 'Does the proposal answer a real need of Indian steel making, and one of the mission’s focus areas or the challenge it responds to?',
  },
  {
    key: 'merit',
    label: 'Technical merit and novelty',
    weight: 25,
    guidance: 'Is the science or engineering sound, and does it go beyond what is already done or on the market?',
  },
  {
    key: 'feasibility',
    label: 'Feasibility of the plan',
    weight: 20,
    guidance: 'Are the method, milestones, time and budget realistic, and are the risks named with a way to handle them?',
  },
  {
    key: 'team',
    label: 'Team and partners',
    weight: 15,
    guidance: 'Do the applicant and the named partners have the skills, facilities and track record to deliver it?',
  },
  {
    key: 'impact',
    label: 'Impact and value for money',
    weight: 15,
    guidance: 'What will change for the sector if it succeeds (cost, energy, emissions, jobs), and is that worth the funding asked?',
  },
] as const;

export type ReviewCriterionKey = (typeof REVIEW_CRITERIA)[number]['key'];
export const REVIEW_CRITERION_KEYS = REVIEW_CRITERIA.map((c) => c.key) as [ReviewCriterionKey, ...ReviewCriterionKey[]];
export type ReviewScores = Partial<Record<ReviewCriterionKey, number>>;

export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 10;
/** Both comments of a submitted review hold at least this many characters (trimmed). */
export const REVIEW_COMMENT_MIN_LENGTH = 20;
export const REVIEW_COMMENT_MAX_LENGTH = 5000;
/** A conflict declaration's reason and an override's reason: at least this many characters. */
export const REVIEW_REASON_MIN_LENGTH = 10;
export const REVIEW_REASON_MAX_LENGTH = 1000;
/** Active (not released) reviewers a proposal may have at once. */
export const MAX_ACTIVE_REVIEWERS = 5;
/** A round's assignment plan: reviewers per proposal, at least, at most and by default. */
export const PLAN_PER_PROPOSAL_MIN = 1;
export const PLAN_PER_PROPOSAL_MAX = 5;
export const PLAN_PER_PROPOSAL_DEFAULT = 3;
/** Why a proposal of a plan has fewer reviewers than asked: too few could take it at all, or their load went to other proposals. */
export const PLAN_UNFILLED_REASONS = ['TOO_FEW_ELIGIBLE', 'LOAD_TAKEN'] as const;
export type PlanUnfilledReason = (typeof PLAN_UNFILLED_REASONS)[number];
/** The committee's flag: the weighted scores of the submitted reviews are more than this many points apart. */
export const REVIEW_DISAGREEMENT_POINTS = 30;
/** The reviewer is reminded once, this many days before an unsubmitted review's due date. */
export const REVIEW_REMINDER_DAYS_BEFORE = 2;
/** Days an invitation waits for its answer when the admin names no respond-by day. */
export const REVIEW_RESPOND_BY_DEFAULT_DAYS = 5;
/** Named together with the owner on another proposal within this many years is a conflict of interest. */
export const REVIEW_CONFLICT_LOOKBACK_YEARS = 3;
/** How far ahead a due date may be set (days). */
export const REVIEW_DUE_MAX_DAYS = 365;

export const REVIEW_RECOMMENDATIONS = ['FUND', 'FUND_WITH_CHANGES', 'DO_NOT_FUND'] as const;
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];
export const REVIEW_RECOMMENDATION_LABELS: Record<ReviewRecommendation, string> = {
  FUND: 'Fund',
  FUND_WITH_CHANGES: 'Fund with changes',
  DO_NOT_FUND: 'Do not fund',
};

/**
 * An assignment's state: PENDING until the reviewer declares no conflict (DECLARED, the review may be
 * drafted), SUBMITTED once the review is, RELEASED when the reviewer declared a conflict, the admin
 * withdrew it or released a silent reviewer, or the reviewer role was removed; DECLINED when the reviewer
 * declined the invitation, EXPIRED when they did not answer it by its respond-by day.
 */
export const REVIEW_STATES = ['PENDING', 'DECLARED', 'SUBMITTED', 'RELEASED', 'DECLINED', 'EXPIRED'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
/** The states of an assignment that is over without a review: the reviewer holds nothing, and may be invited again. */
export const REVIEW_CLOSED_STATES = ['RELEASED', 'DECLINED', 'EXPIRED'] as const satisfies readonly ReviewState[];
/** Why an assignment was released. */
export const REVIEW_RELEASE_REASONS = ['CONFLICT_DECLARED', 'WITHDRAWN', 'ROLE_REMOVED', 'SILENT'] as const;
export type ReviewReleaseReason = (typeof REVIEW_RELEASE_REASONS)[number];

/** The weighted score, Σ weight × score / 10 (10 to 100), or null while a criterion has no score. */
export function weightedScore(scores: ReviewScores): number | null {
  let sum = 0;
  for (const c of REVIEW_CRITERIA) {
    const s = scores[c.key];
    if (typeof s !== 'number') return null;
    sum += c.weight * s;
  }
  return sum / 10;
}

export type ReviewAggregate = { count: number; mean: number | null; min: number | null; max: number | null; stdDev: number | null; disagreement: boolean };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The committee's figures over the submitted reviews' weighted scores: the mean, the range and the
 * population standard deviation (decision 147), each to two decimals; `disagreement` when max − min > 30.
 */
export function reviewAggregate(weighted: readonly number[]): ReviewAggregate {
  const count = weighted.length;
  if (count === 0) return { count, mean: null, min: null, max: null, stdDev: null, disagreement: false };
  const mean = weighted.reduce((s, n) => s + n, 0) / count;
  const min = Math.min(...weighted);
  const max = Math.max(...weighted);
  const variance = weighted.reduce((s, n) => s + (n - mean) ** 2, 0) / count;
  return { count, mean: round2(mean), min, max, stdDev: round2(Math.sqrt(variance)), disagreement: max - min > REVIEW_DISAGREEMENT_POINTS };
}

/** The kinds that are peer reviewed: the three funding schemes (ids of PROPOSAL_KINDS). */
export const REVIEWED_KIND_IDS = ['openInnovation', 'startup', 'challenge'] as const;
export type ReviewedKindId = (typeof REVIEWED_KIND_IDS)[number];

/** Whether a kind (of PROPOSAL_KINDS) is peer reviewed. */
export function isReviewedKind(kind: { id: string } | null | undefined): boolean {
  return Boolean(kind && (REVIEWED_KIND_IDS as readonly string[]).includes(kind.id));
}

/** The reviewer's profile's limits (docs/architecture.md#the-reviewer-pool). */
export const REVIEWER_KEYWORDS_MAX = 20;
export const REVIEWER_KEYWORD_MAX_LENGTH = 40;
export const REVIEWER_MAX_LOAD_MIN = 1;
export const REVIEWER_MAX_LOAD_MAX = 20;
export const REVIEWER_MAX_LOAD_DEFAULT = 5;
export const REVIEWER_UNAVAILABLE_MAX = 10;
export const REVIEWER_AFFILIATIONS_MAX = 10;
/** An affiliation that ended less than this many years ago is still a conflict of interest. */
export const REVIEWER_AFFILIATION_CONFLICT_YEARS = 3;
