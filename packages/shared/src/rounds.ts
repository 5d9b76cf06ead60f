import { addDays, indiaDate } from './challenge-deadline.js';
import { FUNDING_SHARE_PERCENT } from './constants/funding.js';

/**
 * Evaluation rounds and the committee (docs/architecture.md#evaluation-rounds): the schemes that
 * evaluate in rounds, the states a round passes through, the committee's decisions and the rules that
 * are numbers. The server decides with these and the web shows them, so both always agree.
 */

/** The funding schemes, by their reference code: Open Innovation, Steel Startup Accelerator, Challenge Method. */
export const ROUND_SCHEMES = ['OI', 'SSA', 'CM'] as const;
export type RoundScheme = (typeof ROUND_SCHEMES)[number];
export const ROUND_SCHEME_LABELS: Readonly<Record<RoundScheme, string>> = {
  OI: 'Open Innovation',
  SSA: 'Steel Startup Accelerator',
  CM: 'Challenge Method',
};
/** The share of the approved cost each scheme funds (the FAQ), for a decision's grant. */
export const ROUND_SHARE_PERCENT: Readonly<Record<RoundScheme, number>> = {
  OI: FUNDING_SHARE_PERCENT.openInnovation,
  SSA: FUNDING_SHARE_PERCENT.startupAccelerator,
  CM: FUNDING_SHARE_PERCENT.challengeMethod,
};

/** A round's state, read from its data: OPEN before the cut-off, then REVIEW, COMMITTEE (a meeting recorded), DECIDED (released), CLOSED (minutes locked). */
export const ROUND_STATES = ['OPEN', 'REVIEW', 'COMMITTEE', 'DECIDED', 'CLOSED'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export const ROUND_DECISIONS = ['FUND', 'FUND_WITH_CONDITIONS', 'DECLINE', 'DEFER'] as const;
export type RoundDecision = (typeof ROUND_DECISIONS)[number];
export const FUNDING_DECISIONS: readonly RoundDecision[] = ['FUND', 'FUND_WITH_CONDITIONS'];
export const isFundingDecision = (d: RoundDecision | null | undefined): boolean => d === 'FUND' || d === 'FUND_WITH_CONDITIONS';

export const ROUND_NAME_MAX_LENGTH = 120;
export const ROUND_BUDGET_MAX = 100_000_000_000;
export const ROUND_RATIONALE_MIN_LENGTH = 20;
export const ROUND_TEXT_MAX_LENGTH = 4000;
export const ROUND_MEMBERS_MIN = 1;
export const ROUND_MEMBERS_MAX = 25;
/** The languages the minutes are written in when locked: each its own PDF, `both` writing the two (decision 284). */
export const MINUTES_LANGUAGES = ['en', 'hi', 'both'] as const;
export type MinutesLanguageChoice = (typeof MINUTES_LANGUAGES)[number];
/** The committee picker's search (decision 285): at least this many characters, this many people a page, this many searches an hour. */
export const COMMITTEE_QUERY_MIN_LENGTH = 2;
export const COMMITTEE_SEARCH_PAGE_SIZE = 8;
export const COMMITTEE_SEARCHES_PER_ACCOUNT_PER_HOUR = 120;
/** Reviews below which a decision needs a rationale. */
export const ROUND_MIN_REVIEWS = 2;

/** The instant a round's cut-off day ends: the next midnight, India time (UTC+05:30 all year); the cut-off is 23:59 that day. */
export function cutoffEnds(cutoffAt: string): Date {
  return new Date(`${addDays(cutoffAt, 1)}T00:00:00+05:30`);
}
/** Whether a round still takes submissions and edits (its cut-off day, India time, is not over). */
export function isBeforeCutoff(cutoffAt: string, now: Date = new Date()): boolean {
  return now.getTime() < cutoffEnds(cutoffAt).getTime();
}

/** The last day of the calendar quarter holding `day` (Mar 31, Jun 30, Sep 30, Dec 31). */
export function quarterEnd(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const q = Math.ceil(month / 3);
  return [`${year}-03-31`, `${year}-06-30`, `${year}-09-30`, `${year}-12-31`][q - 1]!;
}
/** The quarter's number (1–4) of a day. */
export const quarterOf = (day: string): number => Math.ceil(Number(day.slice(5, 7)) / 3);

/** The default round's cut-off for a scheme today: the end of the current quarter (India time). */
export function defaultCutoff(now: Date = new Date()): string {
  return quarterEnd(indiaDate(now));
}
/** The default round's name: "Open Innovation 2026 Q4". */
export function defaultRoundName(scheme: RoundScheme, cutoffAt: string, challengeTitle?: string | null): string {
  const base = challengeTitle ? `${ROUND_SCHEME_LABELS[scheme]}: ${challengeTitle}` : ROUND_SCHEME_LABELS[scheme];
  return `${base} ${cutoffAt.slice(0, 4)} Q${quarterOf(cutoffAt)}`.slice(0, ROUND_NAME_MAX_LENGTH);
}

/** A round's state from its data (docs/architecture.md#evaluation-rounds). */
export function roundStateOf(
  r: { cutoffAt: string; meetingHeldOn: string | null; releasedAt: Date | string | null; lockedAt: Date | string | null },
  now: Date = new Date(),
): RoundState {
  if (r.lockedAt) return 'CLOSED';
  if (r.releasedAt) return 'DECIDED';
  if (isBeforeCutoff(r.cutoffAt, now)) return 'OPEN';
  return r.meetingHeldOn ? 'COMMITTEE' : 'REVIEW';
}

/** Median of whole days (null for none). */
export function medianDays(days: readonly number[]): number | null {
  if (days.length === 0) return null;
  const s = [...days].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}

/** The texts of rounds that the server answers and the round pages show; the Hindi is in the web's messages. */
export const ROUND_MESSAGES = {
  roundMissing: 'Evaluation round not found',
  schemeInvalid: 'Choose one of the schemes: OI, SSA or CM',
  challengeOnlyForCm: 'Only a Challenge Method round belongs to a challenge',
  challengeRequiredForCm: 'A Challenge Method round needs its challenge',
  challengeMissing: 'Challenge not found',
  nameTooLong: `The name can be at most ${ROUND_NAME_MAX_LENGTH} characters`,
  dateInvalid: 'Enter the date as a date',
  budgetInvalid: 'Enter the budget in whole rupees, 0 or more',
  reviewDueBeforeCutoff: 'The review due date cannot be before the cut-off',
  roundLocked: 'The minutes of this round are locked: nothing in it can change',
  roundReleased: 'The decisions of this round have been released: they can no longer change',
  roundStillOpen: 'This round is still open for submissions: the committee decides after its cut-off',
  notInRound: 'This proposal is not on the agenda of this round',
  membersRange: `Name from ${ROUND_MEMBERS_MIN} to ${ROUND_MEMBERS_MAX} members`,
  memberMissing: 'No such user',
  memberNotEligible: 'Only an approved administrator or reviewer can sit on the committee',
  committeeQueryTooShort: `Type at least ${COMMITTEE_QUERY_MIN_LENGTH} characters of a name or e-mail address`,
  committeeSearchLimit: 'Too many searches for committee members in an hour: try again later',
  chairNotMember: 'The chair must be one of the members',
  decisionInvalid: 'Choose one of the decisions: FUND, FUND_WITH_CONDITIONS, DECLINE or DEFER',
  conditionsRequired: 'Write the conditions of the funding',
  costOnlyForFunding: 'An approved cost is given only with a decision to fund',
  costInvalid: 'Enter the approved cost in whole rupees, more than 0',
  textTooLong: `This text can be at most ${ROUND_TEXT_MAX_LENGTH} characters`,
  rationaleRequired: `A rationale of at least ${ROUND_RATIONALE_MIN_LENGTH} characters is required`,
  rationaleOutOfRank: "This decision departs from the ranking: give the committee's rationale",
  rationaleFewReviews: `This proposal has fewer than ${ROUND_MIN_REVIEWS} submitted reviews: give the committee's rationale`,
  rationaleDisagreement: "The reviewers of this proposal disagree: give the committee's rationale",
  overBudget: "The grants of the decisions to fund would exceed the round's budget of {{budget}} by {{shortfall}}",
  undecided: 'Every proposal of the round needs a decision before release: {{count}} have none',
  undecidedItem: '{{reference}} has no decision',
  releaseFirst: 'Release the decisions before the minutes are locked',
  decisionSaved: 'Decision recorded (not visible to the applicant until the round is released)',
  meetingSaved: 'Meeting recorded',
  roundSaved: 'Round saved',
  roundCreated: 'Round created',
  released: 'Decisions released: each applicant is mailed once',
  alreadyReleased: 'These decisions were already released: nothing was sent again',
  minutesLocked: 'Minutes locked',
  minutesMissing: 'The minutes of this round are not locked yet',
  minutesLanguageInvalid: 'Choose the language of the minutes: en, hi or both',
  minutesLanguageMissing: 'The minutes of this round were not written in that language',
  minutesHindiUnavailable: 'The minutes cannot be written in Hindi on this server (its Devanagari font is missing): nothing was locked',
  editingClosed: "Editing closed at the cut-off of {{round}} on {{date}}. To add information, reply to a clarification in the proposal's thread.",
  decisionNoticeTitle: "The committee's decision is out",
  decisionNoticeBody: 'The decision on "{{title}}" in {{round}} is on its page.',
  decidedByCommittee: "This proposal is decided by the committee of {{round}}: record its decision on the round's agenda",
} as const;
