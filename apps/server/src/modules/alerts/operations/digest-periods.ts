import { addDays, type AlertFrequency, indiaDate } from '@portal/shared';

/** The hour (India time) from which a period's digest goes: the morning, not midnight. */
export const DIGEST_HOUR_INDIA = 7;

const at = (day: string) => new Date(`${day}T0${DIGEST_HOUR_INDIA}:00:00+05:30`);

/** Monday of the India week of `day` (weeks start on Monday). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The first digest instant strictly after `now`: each India day at 07:00 (DAILY), or each Monday at 07:00
 * India time (WEEKLY). A subscriber is due from this instant; the pass after it sends their digest.
 */
export function nextDigestAt(frequency: AlertFrequency, now: Date): Date {
  const today = indiaDate(now);
  if (frequency === 'DAILY') {
    const slot = at(today);
    return slot > now ? slot : at(addDays(today, 1));
  }
  const slot = at(mondayOf(today));
  return slot > now ? slot : at(addDays(mondayOf(today), 7));
}

/** The period a due instant opens, the digest's once-only key with the user: `D:2026-11-28` or `W:2026-11-23`. */
export function periodOf(frequency: AlertFrequency, dueAt: Date): string {
  const day = indiaDate(dueAt);
  return frequency === 'DAILY' ? `D:${day}` : `W:${mondayOf(day)}`;
}
