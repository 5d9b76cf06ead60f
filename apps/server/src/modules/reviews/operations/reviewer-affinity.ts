import { fillMessage, REVIEW_MESSAGES } from '@portal/shared';

/** What of a proposal an affinity is judged against. */
export type ProposalText = { focusAreas: readonly string[]; text: string };
/** What of a reviewer's profile an affinity is judged by. */
export type ReviewerInterests = { focusAreas: readonly string[]; keywords: readonly string[] };

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
 * proposal's text as whole words (3 or more in full). Deterministic: no randomness, no order dependence.
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
  const score = Math.round((0.6 * focusShare + 0.4 * keywordShare) * 1000) / 1000;
  const reasons: string[] = [];
  if (areas.length > 0) reasons.push(fillMessage(REVIEW_MESSAGES.suggestionFocusAreas, { areas: areas.join(', ') }));
  if (keywords.length > 0) reasons.push(fillMessage(REVIEW_MESSAGES.suggestionKeywords, { keywords: keywords.join(', ') }));
  if (reasons.length === 0) reasons.push(REVIEW_MESSAGES.suggestionNoMatch);
  return { score, reasons };
}
