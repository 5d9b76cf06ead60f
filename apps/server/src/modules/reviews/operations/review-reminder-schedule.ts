import { addDays, indiaDate } from '@portal/shared';
import type { DbOrTx } from '../../../db/client.js';
import type { ReviewAssignmentRow } from '../../../db/schema/index.js';
import { cancelReminders, indiaDayStart, scheduleReminder } from '../../reminders/index.js';

export const REVIEW_REMINDER_KIND = 'review';
export const INVITATION_REMINDER_KIND = 'review-invitation';

/**
 * The contract's schedule of a review (docs/architecture.md#the-reviewer-pool), by days from its due date:
 * the reviewer 7 and 2 days before, 1 and 3 days after; then, the day after the last, the admin.
 * Each step is one reminder row (unique by assignment and key), so it is sent at most once across
 * instances; a step is sent only in its own window (from its day to the next step's), so a pass that
 * runs late sends the step due now, not every step it missed.
 */
export const REVIEW_STEPS = [
  { key: 'REVIEW_DUE_MINUS_7', offset: -7, to: 'reviewer' },
  { key: 'REVIEW_DUE_MINUS_2', offset: -2, to: 'reviewer' },
  { key: 'REVIEW_DUE_PLUS_1', offset: 1, to: 'reviewer' },
  { key: 'REVIEW_DUE_PLUS_3', offset: 3, to: 'reviewer' },
  { key: 'REVIEW_OVERDUE_ADMIN', offset: 4, to: 'admin' },
] as const;
/** An unanswered invitation: the reviewer 2 days before its respond-by day; the day after it, it expires. */
export const INVITATION_STEPS = [
  { key: 'RESPOND_BY_MINUS_2', offset: -2 },
  { key: 'EXPIRE', offset: 1 },
] as const;

/**
 * Schedules an invitation's reminders in its transaction: the review's steps from the due date, the
 * invitation's from the respond-by day. A step before the day whose day is already past is left out
 * (its window is over: the next step stands for it); the steps after it and the expiry are always kept.
 * The invitation's reminder is left out when its day is today or past: the invitation's own mail, sent
 * now, names the day to answer by.
 */
export async function scheduleAssignmentReminders(tx: DbOrTx, a: Pick<ReviewAssignmentRow, 'id' | 'dueDate' | 'respondBy'>, now = new Date()): Promise<void> {
  const today = indiaDate(now);
  for (const step of REVIEW_STEPS) {
    const day = addDays(a.dueDate, step.offset);
    if (step.offset < 0 && day < today) continue;
    await scheduleReminder(tx, { kind: REVIEW_REMINDER_KIND, subjectId: a.id, key: step.key, dueAt: indiaDayStart(day) });
  }
  if (!a.respondBy) return;
  for (const step of INVITATION_STEPS) {
    const day = addDays(a.respondBy, step.offset);
    if (step.key !== 'EXPIRE' && day <= today) continue;
    await scheduleReminder(tx, { kind: INVITATION_REMINDER_KIND, subjectId: a.id, key: step.key, dueAt: indiaDayStart(day) });
  }
}

/** An invitation answered (accepted or declined): its own reminders stop; the review's go on if it was accepted. */
export async function cancelInvitationReminders(tx: DbOrTx, assignmentId: string): Promise<void> {
  await cancelReminders(tx, INVITATION_REMINDER_KIND, assignmentId);
}

/** An assignment over (withdrawn, declined, expired, released or submitted): none of its reminders is sent. */
export async function cancelAssignmentReminders(tx: DbOrTx, assignmentId: string): Promise<void> {
  await cancelReminders(tx, REVIEW_REMINDER_KIND, assignmentId);
  await cancelReminders(tx, INVITATION_REMINDER_KIND, assignmentId);
}
