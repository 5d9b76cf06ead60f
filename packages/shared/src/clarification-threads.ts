import { addDays, indiaDate } from './challenge-deadline.js';
import { CLARIFICATION_REMINDER_DAYS_BEFORE, CLARIFICATION_RESPOND_DAYS } from './constants/limits.js';

/**
 * The dates of a clarification thread (docs/architecture.md#clarification-threads): calendar days in
 * India, like challenge deadlines. A question waits on the applicant until its date to answer by is
 * over in India; from the next day it is overdue.
 */

export const CLARIFICATION_STATES = ['OPEN', 'ANSWERED', 'CLOSED', 'OVERDUE'] as const;
export type ClarificationState = (typeof CLARIFICATION_STATES)[number];

/** The first and last day an admin may give as the date to answer by, and the default, at an instant. */
export function respondByBounds(now: Date = new Date()): { from: string; to: string; default: string } {
  const today = indiaDate(now);
  return {
    from: addDays(today, CLARIFICATION_RESPOND_DAYS.min),
    to: addDays(today, CLARIFICATION_RESPOND_DAYS.max),
    default: addDays(today, CLARIFICATION_RESPOND_DAYS.default),
  };
}

/** Whether a question to answer by `respondBy` is overdue at an instant: the whole day still counts. */
export function isRespondByPast(respondBy: string, now: Date = new Date()): boolean {
  return respondBy < indiaDate(now);
}

/** The day on which the applicant is reminded of a question to answer by `respondBy`. */
export function reminderDay(respondBy: string): string {
  return addDays(respondBy, -CLARIFICATION_REMINDER_DAYS_BEFORE);
}

/**
 * A thread's state: CLOSED once an admin closed it; else OPEN while it waits on the applicant (OVERDUE
 * once its date is past); else ANSWERED (the last word is the applicant's).
 */
export function clarificationState(t: { closed: boolean; waiting: boolean; respondBy: string | null }, now: Date = new Date()): ClarificationState {
  if (t.closed) return 'CLOSED';
  if (!t.waiting) return 'ANSWERED';
  return t.respondBy && isRespondByPast(t.respondBy, now) ? 'OVERDUE' : 'OPEN';
}
