import type { ChallengeStatus } from './enums/proposal.js';

/** Challenge deadlines are calendar days in India time (docs/architecture.md#challenges). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
// India has kept UTC+05:30 without daylight saving since 1945, so a fixed offset is exact and needs no time-zone data.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day (YYYY-MM-DD) in India at an instant. */
export function indiaDate(instant: Date = new Date()): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date and time in India at an instant, as a spreadsheet reads it: YYYY-MM-DD HH:mm. */
export function indiaDateTime(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Whether a deadline day (YYYY-MM-DD) is over in India at an instant: the whole deadline day still counts. */
export function isDeadlinePast(applicationDeadline: string, now: Date = new Date()): boolean {
  return applicationDeadline < indiaDate(now);
}

/** A challenge takes applications while its status is OPEN and its deadline day, India time, is not over. */
export function isChallengeOpen(challenge: { status: ChallengeStatus; applicationDeadline: string }, now: Date = new Date()): boolean {
  return challenge.status === 'OPEN' && !isDeadlinePast(challenge.applicationDeadline, now);
}

/** Whole days from today (India) to the deadline day: 0 on the day itself, negative once it is over. */
export function daysUntilDeadline(applicationDeadline: string, now: Date = new Date()): number {
  return Math.round((Date.parse(applicationDeadline) - Date.parse(indiaDate(now))) / 86_400_000);
}

/** The calendar day (YYYY-MM-DD) `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
