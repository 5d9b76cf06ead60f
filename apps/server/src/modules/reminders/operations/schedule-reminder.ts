import type { DbOrTx } from '../../../db/client.js';
import * as repo from '../reminders.repo.js';

/** The start of a calendar day in India, the instant a day-based reminder falls due. */
export const indiaDayStart = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

/**
 * Schedules a reminder in the caller's transaction (or moves it, while no pass has claimed it): the
 * kind's handler gets it from `dueAt` on. The same (kind, subject, key) is scheduled and sent once.
 */
export async function scheduleReminder(tx: DbOrTx, reminder: repo.ScheduledReminder): Promise<void> {
  await repo.upsertReminder(tx, reminder);
}

/** Takes back a subject's reminders of a kind that are not claimed yet (those sent stay, as the record). */
export async function cancelReminders(tx: DbOrTx, kind: string, subjectId: string): Promise<void> {
  await repo.deleteUnclaimed(tx, kind, subjectId);
}
