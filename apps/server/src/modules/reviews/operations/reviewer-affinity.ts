import { fillMessage, type Language, REVIEW_MESSAGES } from '@portal/shared';

/** What of a proposal an affinity is judged against; its language as `proposalLanguage` reads its text. */
export type ProposalText = { focusAreas: readonly string[]; text: string; language?: Language };
/** A reviewer's record: reviews submitted (on time among them), invitations declined or left to expire. */
export type PastReviews = { submitted: number; onTime: number; declined: number; expired: number };
/** What of a reviewer's profile and record an affinity is judged by. */
export type ReviewerInterests = { focusAreas: readonly string[]; keywords: readonly string[]; languages?: readonly string[]; past?: PastReviews };

/** The share of a text's letters in Devanagari from which it is read as Hindi (decision 275). */
const HINDI_SHARE = 0.5;

/**
 * The language a proposal is written in (decision 275): Hindi when at least half of its letters are
 * Devanagari, else English. Read from the text itself, since the applicant's page language says nothing
 * of the language they wrote in.
 */
export function proposalLanguage(text: string): Language {
  let letters = 0;
  let devanagari = 0;
  for (const ch of text) {
    if (!/\p{L}|\p{M}/u.test(ch)) continue;
    letters++;
    if (/\p{Script=Devanagari}/u.test(ch)) devanagari++;
  }
  return letters > 0 && devanagari / letters >= HINDI_SHARE ? 'hi' : 'en';
}

/** Whether a reviewer reads the proposal's language: their profile's languages, English without a profile. */
export function readsLanguage(languages: readonly string[] | undefined, language: Language): boolean {
  return (languages && languages.length > 0 ? languages : ['en']).includes(language);
}

/**
 * A reviewer's reliability from their record, 0–1 (decision 275): reviews submitted on time over every
 * invitation that came to an end (submitted, declined, expired), with one on-time review granted to
 * everyone, so that a reviewer without a record counts as reliable and one late review or one decline
 * does not outweigh a long good record.
 */
export function reliabilityOf(past: PastReviews | undefined): number {
  if (!past) return 1;
  return (past.onTime + 1) / (past.submitted + past.declined + past.expired + 1);
}

/** Lower case, accents gone, every run of other characters one space, padded so words match whole. */
const normalize = (s: string) =>
  ` ${s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Keywords that count in full: a reviewer with more gets no more credit than one with this many matches. */
const KEYWORDS_FOR_FULL_CREDIT = 3;

/**
 * A reviewer's affinity with a proposal, 0–1, with its reasons in words (decision 244): 0.6 × the share
 * of the proposal's focus areas the reviewer reviews, plus 0.4 × the reviewer's keywords found in the
 * proposal's text as whole words (3 or more in full); that match weighed by the reviewer's record
 * (decision 275): × (0.75 + 0.25 × reliability), so a reviewer who is late or declines keeps three
 * quarters of their match at worst. The language is a rule, not a weight (the callers leave out a
 * reviewer who does not read the proposal's language); a Hindi proposal names it among the reasons.
 * Deterministic: no randomness, no order dependence.
 */
export function affinityOf(proposal: ProposalText, reviewer: ReviewerInterests): { score: number; reasons: string[] } {
  const mine = new Set(reviewer.focusAreas);
  const areas = proposal.focusAreas.filter((a) => mine.has(a));
  const text = normalize(proposal.text);
  const keywords = reviewer.keywords.filter((k) => {
    const needle = normalize(k);
    return needle.trim().length > 0 && text.includes(needle);
  });
  const focusShare = proposal.focusAreas.length > 0 ? areas.length / proposal.focusAreas.length : 0;
  const keywordShare = Math.min(keywords.length, KEYWORDS_FOR_FULL_CREDIT) / KEYWORDS_FOR_FULL_CREDIT;
  const weight = 0.75 + 0.25 * reliabilityOf(reviewer.past);
  const score = Math.round((0.6 * focusShare + 0.4 * keywordShare) * weight * 1000) / 1000;
  const reasons: string[] = [];
  if (areas.length > 0) reasons.push(fillMessage(REVIEW_MESSAGES.suggestionFocusAreas, { areas: areas.join(', ') }));
  if (keywords.length > 0) reasons.push(fillMessage(REVIEW_MESSAGES.suggestionKeywords, { keywords: keywords.join(', ') }));
  if (reasons.length === 0) reasons.push(REVIEW_MESSAGES.suggestionNoMatch);
  if (proposal.language === 'hi' && readsLanguage(reviewer.languages, 'hi')) reasons.push(REVIEW_MESSAGES.suggestionReadsHindi);
  const past = reviewer.past;
  if (past && past.submitted > 0) reasons.push(fillMessage(REVIEW_MESSAGES.suggestionOnTime, { onTime: past.onTime, submitted: past.submitted }));
  if (past && past.declined + past.expired > 0) {
    const ended = past.declined + past.expired;
    reasons.push(fillMessage(REVIEW_MESSAGES.suggestionDeclined, { count: ended, invited: past.submitted + ended }));
  }
  return { score, reasons };
}
