/** Funding shares and disbursement as the FAQ states them (percent). */
export const FUNDING_SHARE_PERCENT = {
  challengeMethod: 100,
  openInnovation: 60,
  startupAccelerator: 75,
} as const;

export const DISBURSEMENT_PERCENT = {
  atApprovalAndAgreements: 40,
  atValidatedMilestones: 40,
  atCompletion: 20,
} as const;

export const EVALUATION_CYCLE = 'quarterly';

/**
 * The application's money (funding kinds): the budget's heads in the order the wizard asks them, the
 * duration in months, and the limits of contingency and overheads as a percentage of the other heads
 * together. The scheme's share of the project cost is PROJECT_SHARE_PERCENT (projects.ts), the same
 * share a funded project's grant is computed with.
 */
export const BUDGET_HEADS = ['equipment', 'consumables', 'manpower', 'travel', 'contingency', 'overheads'] as const;
export type BudgetHead = (typeof BUDGET_HEADS)[number];
export const BUDGET_DURATION_MONTHS_MIN = 3;
export const BUDGET_DURATION_MONTHS_MAX = 60;
export const BUDGET_CONTINGENCY_PERCENT_MAX = 5;
export const BUDGET_OVERHEADS_PERCENT_MAX = 10;
export const BUDGET_JUSTIFICATION_MAX_LENGTH = 500;
/** At most this many other fundings of the same work are declared. */
export const OTHER_FUNDING_MAX = 10;
export const OTHER_FUNDING_STATUSES = ['APPLIED', 'SANCTIONED', 'COMPLETED'] as const;
export type OtherFundingStatus = (typeof OTHER_FUNDING_STATUSES)[number];
