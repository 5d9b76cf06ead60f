import { OVERLAP_BAND_MIN, type OverlapBand, type OverlapReason } from '@portal/shared/schemas';
import type { OverlapDocument } from '../../proposals/index.js';

/**
 * How alike two proposals are (decision 234): the text likeness of their lexemes (PostgreSQL full-text,
 * English stemming; other scripts' words whole, so Hindi matches Hindi), raised by the people and money
 * they share. Text likeness is the mean of the Jaccard index and the containment (the share of the
 * shorter text's words found in the other): a dropped section or an added one lowers the Jaccard index
 * but not the containment; reordered sentences change neither.
 */

/** Lexemes too common in proposals of the mission to say anything (English stop words are already gone). */
const COMMON = new Set(['steel', 'plant', 'project', 'propos', 'use', 'process', 'industri', 'india', 'mission', 'research', 'develop', 'technolog']);

export function textLikeness(a: readonly string[], b: readonly string[]): { likeness: number; shared: string[] } {
  const A = new Set(a.filter((w) => !COMMON.has(w) && !/^\d+$/.test(w)));
  const B = new Set(b.filter((w) => !COMMON.has(w) && !/^\d+$/.test(w)));
  if (A.size === 0 || B.size === 0) return { likeness: 0, shared: [] };
  const shared = [...A].filter((w) => B.has(w));
  const jaccard = shared.length / (A.size + B.size - shared.length);
  const containment = shared.length / Math.min(A.size, B.size);
  return { likeness: (jaccard + containment) / 2, shared };
}

/** What each shared fact adds to the score (0–1 in all, capped). */
export const RAISE: Readonly<Record<Exclude<OverlapReason, 'SIMILAR_TEXT'>, number>> = {
  SAME_OWNER: 0.15,
  SAME_ORGANISATION: 0.1,
  SHARED_COLLABORATOR: 0.1,
  SIMILAR_AMOUNT: 0.05,
};
/** Text at least this alike is a reason of its own. */
export const SIMILAR_TEXT_MIN = 0.35;
/** Text likeness maps to the score on this scale: likeness 0.55 alone reaches the LIKELY_DUPLICATE band. */
const TEXT_SCALE = OVERLAP_BAND_MIN.LIKELY_DUPLICATE / 0.55;

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
