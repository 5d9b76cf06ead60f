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
