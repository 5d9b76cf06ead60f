/**
 * The application's money as people read it (docs/architecture.md#the-applications-money): the receipt,
 * the details, the reviewer's and the committee's views name the budget's heads and sums with these
 * words, in English here and in Hindi in money-labels-hi.ts (the same keys; npm run check:catalogues).
 */
export const MONEY_LABELS = {
  duration: 'Duration',
  months: '{{n}} months',
  equipment: 'Equipment',
  consumables: 'Consumables',
  manpower: 'Manpower',
  travel: 'Travel',
  contingency: 'Contingency',
  overheads: 'Overheads',
  projectCost: 'Project cost',
  requestedGrant: 'Requested grant ({{share}} %)',
  ownContribution: 'Own contribution',
  notGiven: 'Not given',
  otherFunding: 'Other funding of the same work',
  noOtherFunding: 'None: no other funding of this work',
  otherFundingEntry: '{{funder}}, {{scheme}}: {{amount}} ({{status}}). {{howItDiffers}}',
  APPLIED: 'applied',
  SANCTIONED: 'sanctioned',
  COMPLETED: 'completed',
} as const;
export type MoneyLabelKey = keyof typeof MONEY_LABELS;
