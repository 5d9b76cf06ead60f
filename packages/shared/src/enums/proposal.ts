export const PROPOSAL_CATEGORIES = ['STEELCOLLAB', 'INNOVATE', 'CHALLENGE'] as const;
export type ProposalCategory = (typeof PROPOSAL_CATEGORIES)[number];

export const PROPOSAL_TYPES = ['CHALLENGE_PROPOSAL', 'FUNDING_SUPPORT', 'PROBLEM', 'CHALLENGE', 'RESEARCH_IDEA', 'INNOVATION'] as const;
export type ProposalType = (typeof PROPOSAL_TYPES)[number];

export const PROPOSAL_STATUSES = ['DRAFT', 'SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The statuses an admin may set from the proposal detail page (docs/specification.md#statuses). */
export const ADMIN_SETTABLE_PROPOSAL_STATUSES = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;

/** How a status reads where no kind gives it a label of its own (the CSV export's fallback, mails). */
export const PROPOSAL_STATUS_LABELS: Readonly<Record<ProposalStatus, string>> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** The statuses an admin decides a reviewed proposal into (the admin's lists and the dashboard's counts). */
export type ReviewStatus = (typeof ADMIN_SETTABLE_PROPOSAL_STATUSES)[number];

/**
 * Their labels as those tables word them: one table for the web and the server (Hindi:
 * REVIEW_STATUS_LABELS_HI). "Under review" in sentence case, as the pages have always shown it.
 */
export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  UNDER_REVIEW: 'Under review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const STEELCOLLAB_STATUS_LABELS: Readonly<Partial<Record<ProposalStatus, string>>> = {
  UNDER_REVIEW: 'Under Review',
  APPROVED: 'Verified',
  REJECTED: 'Rejected',
};

export const FUNDING_STATUS_LABELS: Readonly<Partial<Record<ProposalStatus, string>>> = {
  UNDER_REVIEW: 'Under Review by Appraisal Committee',
  APPROVED: 'Accepted',
  REJECTED: 'Rejected',
};

export const CHALLENGE_STATUSES = ['OPEN', 'CLOSE'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/**
 * Clarification post types, spelt as the data spells them ('INNOVATR_STEEL'). USER asks about a profile;
 * the others about a proposal of that kind; CHALLENGE (Challenge Method) is the value the portal adds
 * to the spec's list (docs/architecture.md#clarifications). Who receives each is decided by the server's owner table
 * (modules/clarifications/clarification-owners.ts).
 */
export const CLARIFICATION_POST_TYPES = ['USER', 'PROBLEM', 'RESEARCH', 'INNOVATIVE', 'INNOVATR_STEEL', 'STARTUP_STEEL', 'CHALLENGE'] as const;
export type ClarificationPostType = (typeof CLARIFICATION_POST_TYPES)[number];

export const FOCUS_AREAS = [
  'Decarbonization and Green Steel Innovation',
  'Circular Economy and Resource Efficiency',
  'Advanced and High-Performance Steel Development',
  'Operational Excellence',
  'Digital and Industry 4.0',
  'Indigenization of Capital goods manufacturing',
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

/** Research stages offered by the startup solution form (docs/specification.md#limits). */
export const RESEARCH_STAGES = ['Conceptual', 'Experimental', 'Pilot-scale', 'Validation', 'Implementation'] as const;
export type ResearchStage = (typeof RESEARCH_STAGES)[number];
