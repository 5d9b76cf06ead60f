import { addDays, indiaDate } from './challenge-deadline.js';
import { DISBURSEMENT_PERCENT, FUNDING_SHARE_PERCENT } from './constants/funding.js';
import type { ProposalKindId } from './proposal-kinds.js';

/**
 * The funded project of an approved funding proposal (docs/architecture.md#funded-projects): the
 * arithmetic of the grant and its tranches, and the calendar of quarterly reports in India time. The
 * server decides with these and the web shows them, so both always agree.
 */

/** The funding kinds, by kind id, and the share of the approved cost the mission funds (the FAQ). */
export const PROJECT_SCHEMES = ['challenge', 'openInnovation', 'startup'] as const satisfies readonly ProposalKindId[];
export type ProjectScheme = (typeof PROJECT_SCHEMES)[number];
export const PROJECT_SHARE_PERCENT: Readonly<Record<ProjectScheme, number>> = {
  challenge: FUNDING_SHARE_PERCENT.challengeMethod,
  openInnovation: FUNDING_SHARE_PERCENT.openInnovation,
  startup: FUNDING_SHARE_PERCENT.startupAccelerator,
};
export const PROJECT_SCHEME_LABELS: Readonly<Record<ProjectScheme, string>> = {
  challenge: 'Challenge Method',
  openInnovation: 'Open Innovation',
  startup: 'Steel Startup Accelerator',
};
export function isProjectScheme(id: string): id is ProjectScheme {
  return (PROJECT_SCHEMES as readonly string[]).includes(id);
}

/** Limits of a project's terms. */
export const PROJECT_COST_MAX = 100_000_000_000; // ₹10,000 crore: cost × 100 stays an exact double
export const PROJECT_MILESTONES_MIN = 1;
export const PROJECT_MILESTONES_MAX = 12;
export const MILESTONE_TITLE_MAX_LENGTH = 200;
export const MILESTONE_DELIVERABLE_MAX_LENGTH = 1000;
export const REPORT_TEXT_MAX_LENGTH = 5000;
/** A project's public summary (architecture "In the open"): 200–2 000 characters, in Hindi optionally. */
export const PUBLIC_SUMMARY_MIN_LENGTH = 200;
export const PUBLIC_SUMMARY_MAX_LENGTH = 2000;
export const REVIEW_MESSAGE_MAX_LENGTH = 2000;
export const TRANSACTION_REF_MAX_LENGTH = 40;
/** The reason an admin gives for correcting or reversing a release (audited). */
export const TRANCHE_REASON_MIN_LENGTH = 5;
export const TRANCHE_REASON_MAX_LENGTH = 500;
/** Days after a quarter's last day by which its progress report is due (decision 161). */
export const QUARTERLY_REPORT_GRACE_DAYS = 15;
/** Days before a report's due date when its reminder goes out. */
export const REPORT_REMINDER_DAYS = 7;
/** The multipart field of a report's document and of the signed agreement. */
export const REPORT_FILE_FIELD = 'file';
export const AGREEMENT_FILE_FIELD = 'agreement';

/** The grant: the approved cost times the scheme's share, rounded down to the rupee (integers only). */
export function grantOf(approvedCost: number, sharePercent: number): number {
  return Math.floor((approvedCost * sharePercent) / 100);
}

export const TRANCHE_NUMBERS = [1, 2, 3] as const;
export type TrancheNumber = (typeof TRANCHE_NUMBERS)[number];
const TRANCHE_PERCENT: Readonly<Record<TrancheNumber, number>> = {
  1: DISBURSEMENT_PERCENT.atApprovalAndAgreements,
  2: DISBURSEMENT_PERCENT.atValidatedMilestones,
  3: DISBURSEMENT_PERCENT.atCompletion,
};
export function tranchePercent(n: TrancheNumber): number {
  return TRANCHE_PERCENT[n];
}

/** The three tranches of a grant, 40 / 40 / 20 rounded down; the third takes the remainder, so they sum to the grant. */
export function tranchesOf(grant: number): [number, number, number] {
  const first = Math.floor((grant * TRANCHE_PERCENT[1]) / 100);
  const second = Math.floor((grant * TRANCHE_PERCENT[2]) / 100);
  return [first, second, grant - first - second];
}

/** The condition each tranche waits for, as the committee reads it. */
export const TRANCHE_CONDITIONS: Readonly<Record<TrancheNumber, string>> = {
  1: 'At approval and the signed agreement',
  2: 'At validated milestones: every milestone due by the project midpoint accepted',
  3: 'At completion: the final milestone report accepted',
};

/**
 * Whole rupees as people type them: plain digits ("20000000") or with Indian grouping, the way the
 * portal writes amounts ("2,00,00,000", "₹2,00,00,000", "Rs. 12,34,567"). Spaces around are ignored.
 * Null for anything else (decimals, Western or broken grouping, letters): the caller says why.
 */
export function parseRupees(text: string): number | null {
  const bare = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .trim();
  if (!/^\d+$/.test(bare) && !/^\d{1,2}(,\d\d)*,\d{3}$/.test(bare)) return null;
  const n = Number(bare.replace(/,/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

// Made on first use, one per locale: a page's first Intl formatter costs tens of milliseconds (decision 202),
// and this module is read by every Hindi page for its labels.
const rupeeFormats = new Map<string, Intl.NumberFormat>();
/**
 * The one money formatter (decision 229): whole rupees with Indian grouping, ₹12,34,567, as the receipt,
 * the mails and the pages write them; every amount the portal stores is whole rupees (`parseRupees`, the
 * grant and tranches rounded down where they are computed), so a fraction given here is rounded to the
 * nearest rupee, half away from zero. `locale`: the reader's ('en-IN' for mails and PDFs, the page's on the web).
 */
export function formatRupees(amount: number, locale = 'en-IN'): string {
  let format = rupeeFormats.get(locale);
  if (!format)
    rupeeFormats.set(
      locale,
      (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 })),
    );
  return format.format(amount);
}

// --- Calendar quarters (India time) ---

/** A calendar quarter, written YYYY-Qn (Q1 is January to March). */
export type Quarter = `${number}-Q${1 | 2 | 3 | 4}`;
export const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;

export function quarterOfDate(date: string): Quarter {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${year}-Q${Math.floor((month - 1) / 3) + 1}` as Quarter;
}
/** The quarter it is in India at an instant. */
export function currentQuarter(now: Date = new Date()): Quarter {
  return quarterOfDate(indiaDate(now));
}
function parts(q: Quarter): [number, number] {
  const m = QUARTER_PATTERN.exec(q)!;
  return [Number(m[1]), Number(m[2])];
}
export function nextQuarter(q: Quarter): Quarter {
  const [y, n] = parts(q);
  return (n === 4 ? `${y + 1}-Q1` : `${y}-Q${n + 1}`) as Quarter;
}
export function quarterFirstDay(q: Quarter): string {
  const [y, n] = parts(q);
  return `${y}-${String((n - 1) * 3 + 1).padStart(2, '0')}-01`;
}
export function quarterLastDay(q: Quarter): string {
  const [y, n] = parts(q);
  return new Date(Date.UTC(y, n * 3, 0)).toISOString().slice(0, 10);
}
/** The due date of a quarter's progress report: 15 days after its last day. */
export function quarterReportDue(q: Quarter): string {
  return addDays(quarterLastDay(q), QUARTERLY_REPORT_GRACE_DAYS);
}
/** The quarters a project reports on: from the one it starts in to the one of its last milestone. */
export function projectQuarters(startDate: string, endDate: string): Quarter[] {
  const out: Quarter[] = [];
  const last = quarterOfDate(endDate < startDate ? startDate : endDate);
  for (let q = quarterOfDate(startDate); ; q = nextQuarter(q)) {
    out.push(q);
    if (q === last || out.length > 200) break;
  }
  return out;
}
const QUARTER_MONTHS = ['January–March', 'April–June', 'July–September', 'October–December'] as const;

export function quarterLabel(q: Quarter): string {
  const [y, n] = parts(q);
  return `${QUARTER_MONTHS[n - 1]} ${y}`;
}

/** The midpoint day of a project, from its start to its last milestone's due date (tranche 2). */
export function projectMidpoint(startDate: string, endDate: string): string {
  const start = Date.parse(startDate);
  return new Date(start + Math.floor((Date.parse(endDate) - start) / 86_400_000 / 2) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The milestones whose acceptance tranche 2 waits for: every one due on or before the midpoint, and at
 * least the first (decision 160). Indexes into the milestones as set up (ordered by due date).
 */
export function midpointMilestones(startDate: string, dueDates: readonly string[]): number[] {
  if (dueDates.length === 0) return [];
  const mid = projectMidpoint(startDate, dueDates[dueDates.length - 1]!);
  const before = dueDates.map((d, i) => (d <= mid ? i : -1)).filter((i) => i >= 0);
  return before.length > 0 ? before : [0];
}

/** Server answers of the project routes. */
export const PROJECT_MESSAGES = {
  projectMissing: 'Project not found',
  notFundingApproved: 'A project can be set up only for an approved funding proposal',
  termsFixed: 'The project terms are fixed once a tranche is released or a report is submitted',
  projectSaved: 'Project set up',
  agreementSaved: 'Agreement uploaded',
  agreementRefused: 'Upload the signed agreement as a PDF of at most 10 MB',
  trancheReleased: 'Tranche {{n}} released',
  trancheAlreadyReleased: 'Tranche {{n}} was already released',
  trancheEarlierFirst: 'Release tranche {{previous}} first',
  trancheNeedsAgreement: 'Upload the signed agreement first: tranche 1 is released at approval and agreement',
  trancheNeedsMidpoint: 'Tranche 2 waits for validated milestones: {{milestones}} not accepted yet',
  trancheNeedsCompletion: 'Tranche 3 waits for completion: the final milestone report ({{milestone}}) is not accepted yet',
  trancheExceedsGrant: 'Releasing this tranche would exceed the grant',
  projectWithdrawn: 'The funding of this project was withdrawn: its proposal is no longer approved',
  trancheCancelled: 'Cancelled: the funding was withdrawn',
  trancheNotReleased: 'Tranche {{n}} has not been released',
  trancheReverseLaterFirst: 'Reverse tranche {{later}} first',
  trancheCorrected: 'Tranche {{n}} corrected',
  trancheReversed: 'Tranche {{n}} reversed',
  trancheUnchanged: 'Change the date or the reference to correct the release',
  reportSubmitted: 'Report submitted',
  reportAlreadyPending: 'This report is already submitted and awaits review',
  reportAlreadyAccepted: 'This report was already accepted',
  reportQuarterNotOpen: 'A progress report for {{quarter}} can be submitted from {{from}}',
  reportProjectComplete: 'The project is complete: no more progress reports are due',
  reportQuarterOutside: 'This project does not report on {{quarter}}',
  reportMilestoneUnknown: 'This project has no such milestone',
  reportFileRequired: 'Attach the report document',
  reportRefused: 'Upload the report as a PDF of at most 10 MB',
  reportReviewed: 'Report reviewed',
  reportNotAwaitingReview: 'This report is not awaiting review',
  reviewMessageRequired: 'Say what needs to change',
  releaseDateFuture: 'The release date cannot be in the future',
  milestonesOrdered: 'Milestones must be listed in order of their due dates',
  milestoneBeforeStart: 'A milestone cannot be due before the project starts',
  publicSummarySaved: 'Public summary saved: it is public once the admin approves it',
  publicSummaryApproved: 'Public summary approved',
  publicSummaryNothingToApprove: 'There is no new public summary to approve',
  publicSummaryChanged: 'The public summary changed since you read it: read it again before approving',
  outputAdded: 'Output added: it is on the public page of the project',
  outputRemoved: 'Output removed',
  outputMissing: 'Output not found',
  outputsTooMany: 'A project lists at most {{max}} outputs',
  outputTitleLength: 'Give the title in {{min}} to {{max}} characters',
  outputYearInvalid: 'Give a year from 2000 to this year',
  outputDoiRequired: 'Give the DOI of the paper, e.g. 10.1016/j.jclepro.2024.141234',
  outputPatentRequired: 'Give the patent or application number, e.g. IN 412345 or 202341012345',
  outputNoDoi: 'Only a paper has a DOI',
  outputNoPatent: 'Only a patent has a patent number',
  outputLinkHttps: 'Give a link that starts with https://',
  outputKindInvalid: 'Choose the kind of output',
} as const;

/**
 * A project's outputs (architecture "In the open", decision 263): papers with their DOI, patents with
 * their number, pilots and products; public on the project's page as soon as listed.
 */
export const OUTPUT_KINDS = ['PAPER', 'PATENT', 'PILOT', 'PRODUCT'] as const;
export type OutputKind = (typeof OUTPUT_KINDS)[number];
export const PROJECT_OUTPUTS_MAX = 50;
export const OUTPUT_TITLE_MIN_LENGTH = 5;
export const OUTPUT_TITLE_MAX_LENGTH = 300;
export const OUTPUT_LINK_MAX_LENGTH = 500;
/** A DOI as Crossref recommends matching it: 10.<registrant>/<suffix>, no spaces. */
export const DOI_PATTERN = /^10\.\d{4,9}\/[-._;()/:A-Za-z0-9<>[\]]+$/;
/** A patent or application number: an optional two-letter office (IN, US, EP…), 6 to 12 digits, an optional kind code (B1, A). */
export const PATENT_NUMBER_PATTERN = /^(?:[A-Z]{2} ?)?\d{6,12}(?: ?[A-Z]\d?)?$/;
