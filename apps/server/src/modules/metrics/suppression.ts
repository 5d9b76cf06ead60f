import { METRIC_SUPPRESSION_THRESHOLD } from '@portal/shared';

const T = METRIC_SUPPRESSION_THRESHOLD;
/** Drawn from 1–4: the primary suppression ("fewer than 5"). */
export const isSmall = (base: number) => base > 0 && base < T;

/**
 * Complementary (secondary) suppression of one group: figures that add up to a published total (the rounds
 * of a scheme, the organisation categories or the focus areas of the funded projects), each given by its
 * base (how many proposals or projects it is drawn from). Decision 288.
 *
 * A figure drawn from 1–4 is hidden; if the total is shown, the total less the shown figures gives the sum
 * of the hidden ones. That sum must not pin any small figure to one value. Whoever knows this rule knows
 * a small figure lies in 1–4 and a withheld one in [5, the smallest figure still shown], so a small figure
 * is pinned when its range given the sum and the others' ranges holds one value (a lone hidden figure
 * always is; two hidden figures of 1 and 1, or 4 and 4, are too). While one is pinned, the next-smallest
 * shown figure that is not 0 (a 0 hides nothing: it is known from elsewhere, such as an unreleased round) is
 * withheld as well; when none is left, the total itself is withheld.
 *
 * Returns the indexes of the figures to withhold besides the small ones, and whether to withhold the total.
 * `totalShown`: the total is published as a number (not itself small, not withheld by another group).
 */
export function complementaryCells(bases: readonly number[], totalShown: boolean): { withheld: number[]; total: boolean } {
  const small = bases.flatMap((b, i) => (isSmall(b) ? [i] : []));
  const withheld: number[] = [];
  if (!totalShown || small.length === 0) return { withheld, total: false };
  while (pinned(bases, small, withheld)) {
    const next = shownNonZero(bases, small, withheld)[0];
    if (next === undefined) return { withheld, total: true };
    withheld.push(next);
  }
  return { withheld, total: false };
}

/** The figures still shown that are not 0, smallest first (the earlier one first on a tie). */
function shownNonZero(bases: readonly number[], small: number[], withheld: number[]): number[] {
  return bases
    .map((b, i) => ({ b, i }))
    .filter(({ b, i }) => b > 0 && !small.includes(i) && !withheld.includes(i))
    .sort((x, y) => x.b - y.b || x.i - y.i)
    .map(({ i }) => i);
}

/** Whether the hidden figures' sum, with each one's range, leaves some small figure a single possible value. */
function pinned(bases: readonly number[], small: number[], withheld: number[]): boolean {
  const sum = [...small, ...withheld].reduce((n, i) => n + bases[i]!, 0);
  const ceiling = Math.min(sum, ...shownNonZero(bases, small, withheld).map((i) => bases[i]!));
  const range = [...small.map(() => [1, T - 1] as const), ...withheld.map(() => [T, ceiling] as const)];
  const lows = range.reduce((n, [lo]) => n + lo, 0);
  const highs = range.reduce((n, [, hi]) => n + hi, 0);
  return small.some((_, k) => {
    const [lo, hi] = range[k]!;
    return Math.max(lo, sum - (highs - hi)) === Math.min(hi, sum - (lows - lo));
  });
}
