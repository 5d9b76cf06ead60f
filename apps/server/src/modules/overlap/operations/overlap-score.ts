import { OVERLAP_BAND_MIN, type OverlapBand, type OverlapReason } from '@portal/shared/schemas';
import type { OverlapDocument } from '../../proposals/index.js';

/**
 * How alike two proposals are (decision 234): the text likeness of their lexemes (PostgreSQL full-text,
 * English stemming; other scripts' words whole, so Hindi matches Hindi), raised by the people and money
 * they share. Text likeness is the mean of the Jaccard index and the containment (the share of the
 * shorter text's words found in the other): a dropped section or an added one lowers the Jaccard index
 * but not the containment; reordered sentences change neither.
 */

/** Number words read as digits: "ten tonnes" and "10 tonnes" are the same words. */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  fifty: '50',
  hundr: '100',
  thousand: '1000',
  million: '1000000',
  lakh: '100000',
  crore: '10000000',
};

/**
 * The text's words (lexemes, in order) and its word pairs: a pair survives reordered sentences and a
 * dropped section, and two texts on the same subject written independently share few of them, where
 * they share most single words (the same vocabulary).
 */
export function shinglesOf(lexemes: readonly string[]): { words: Set<string>; pairs: Set<string> } {
  const seq = lexemes.map((w) => NUMBER_WORDS[w] ?? w);
  const pairs = new Set<string>();
  for (let i = 1; i < seq.length; i++) pairs.add(`${seq[i - 1]} ${seq[i]}`);
  return { words: new Set(seq), pairs };
}

const likenessOf = (a: Set<string>, b: Set<string>): { value: number; shared: string[] } => {
  if (a.size === 0 || b.size === 0) return { value: 0, shared: [] };
  const shared = [...a].filter((w) => b.has(w));
  const jaccard = shared.length / (a.size + b.size - shared.length);
  const containment = shared.length / Math.min(a.size, b.size);
  return { value: (jaccard + containment) / 2, shared };
};

/**
 * How alike two texts are (0–1): the likeness of their word pairs (mostly) and of their words, each the
 * mean of the Jaccard index and the containment (the share of the shorter text found in the other).
 */
export function textLikeness(a: readonly string[], b: readonly string[]): { likeness: number; shared: string[] } {
  const A = shinglesOf(a);
  const B = shinglesOf(b);
  const pairs = likenessOf(A.pairs, B.pairs);
  const words = likenessOf(A.words, B.words);
  const shared = words.shared.filter((w) => !/^\d+$/.test(w)).sort((x, y) => y.length - x.length);
  return { likeness: 0.75 * pairs.value + 0.25 * words.value, shared };
}

/** What each shared fact adds to the score (0–1 in all, capped). */
export const RAISE: Readonly<Record<Exclude<OverlapReason, 'SIMILAR_TEXT'>, number>> = {
  SAME_OWNER: 0.15,
  SAME_ORGANISATION: 0.1,
  SHARED_COLLABORATOR: 0.1,
  SIMILAR_AMOUNT: 0.05,
};
/** Text at least this alike is a reason of its own. */
export const SIMILAR_TEXT_MIN = 0.3;
/** Text likeness maps to the score on this scale: likeness 0.5 alone reaches the LIKELY_DUPLICATE band. */
const TEXT_SCALE = OVERLAP_BAND_MIN.LIKELY_DUPLICATE / 0.5;

export function scorePair(a: OverlapDocument, b: OverlapDocument): { score: number; band: OverlapBand | null; reasons: OverlapReason[]; shared: string[] } {
  const { likeness, shared } = textLikeness(a.lexemes, b.lexemes);
  const reasons: OverlapReason[] = [];
  let score = Math.min(1, likeness * TEXT_SCALE);
  if (a.userId === b.userId) reasons.push('SAME_OWNER');
  if (a.orgName && b.orgName && a.orgName.trim().toLowerCase() === b.orgName.trim().toLowerCase()) reasons.push('SAME_ORGANISATION');
  // Someone on both, other than one owner of both (that is SAME_OWNER).
  const onA = new Set([a.userId, ...a.collaboratorIds]);
  if ([b.userId, ...b.collaboratorIds].some((p) => onA.has(p) && !(p === a.userId && p === b.userId))) reasons.push('SHARED_COLLABORATOR');
  if (a.projectCost && b.projectCost && Math.abs(a.projectCost - b.projectCost) <= 0.1 * Math.max(a.projectCost, b.projectCost)) reasons.push('SIMILAR_AMOUNT');
  // The people and money raise a score only where the texts have something in common.
  if (likeness >= SIMILAR_TEXT_MIN / 2) for (const r of reasons) score += RAISE[r as keyof typeof RAISE];
  if (likeness >= SIMILAR_TEXT_MIN) reasons.push('SIMILAR_TEXT');
  score = Math.round(Math.min(1, score) * 1000) / 1000;
  const band: OverlapBand | null = score >= OVERLAP_BAND_MIN.LIKELY_DUPLICATE ? 'LIKELY_DUPLICATE' : score >= OVERLAP_BAND_MIN.RELATED ? 'RELATED' : null;
  return { score, band, reasons, shared: shared.slice(0, 8) };
}
