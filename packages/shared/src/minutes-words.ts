/**
 * The words of a round's minutes PDF (docs/architecture.md#evaluation-rounds), in English here and in Hindi
 * in minutes-words-hi.ts (the same keys; npm run check:catalogues). The server writes the minutes once per
 * language when they are locked (decisions 240, 284); `{{name}}` places are filled with `fillMessage`.
 */
export const MINUTES_WORDS = {
  title: 'Minutes: {{round}}',
  heading: 'Minutes of the evaluation committee: {{round}}',
  scheme: 'Scheme: {{scheme}}',
  cutoff: 'Cut-off: {{day}}',
  heldOn: 'Meeting held on: {{day}}',
  notRecorded: 'not recorded',
  chair: 'Chair: {{name}}',
  members: 'Members: {{names}}',
  budget: 'Budget: {{budget}}; committed by the decisions to fund: {{used}}',
  money: 'Rs {{amount}}',
  mean: 'Mean score: {{mean}}; reviews: {{count}}; spread: {{spread}}{{disagreement}}',
  noReview: 'no review',
  disagreement: ' (reviewers disagree)',
  recommendations: 'Recommendations: fund {{fund}}, fund with changes {{changes}}, do not fund {{no}}',
  requested: 'Requested grant: {{requested}}; running total {{running}}{{below}}',
  notGiven: 'not given',
  belowLine: ' (below the funding line)',
  stoodAside: 'Stood aside: {{names}}',
  none: 'none',
  decision: 'Decision: {{decision}}{{grant}}',
  grant: '; grant {{amount}}',
  conditions: 'Conditions: {{text}}',
  rationale: 'Rationale: {{text}}',
  decisions: { FUND: 'Fund', FUND_WITH_CONDITIONS: 'Fund with conditions', DECLINE: 'Decline', DEFER: 'Defer to the next round' },
  schemes: { OI: 'Open Innovation', SSA: 'Steel Startup Accelerator', CM: 'Challenge Method' },
} as const;

type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type MinutesWords = Words<typeof MINUTES_WORDS>;
