import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ReminderRow, reminders } from '../../db/schema/index.js';

export type ScheduledReminder = { kind: string; subjectId: string; key: string; dueAt: Date };

/**
 * Schedules a reminder, or moves an unclaimed one to its new time; a claimed one (sent or let go) is
 * never scheduled again: the unique (kind, subject, key) keeps it once.
 */
export async function upsertReminder(db: DbOrTx, r: ScheduledReminder): Promise<void> {
  await db
    .insert(reminders)
    .values(r)
    .onConflictDoUpdate({
      target: [reminders.kind, reminders.subjectId, reminders.key],
      set: { dueAt: sql`excluded.due_at` },
      setWhere: isNull(reminders.claimedAt),
    });
}

/**
 * Deletes a subject's reminders of a kind that no pass has claimed yet, skipping any a pass holds locked
 * at this moment: waiting for it could deadlock (the pass's handler may wait for a row the caller locked),
 * and the handler checks its subject again, so one cancelled by the change it waits for is let go.
 */
export async function deleteUnclaimed(db: DbOrTx, kind: string, subjectId: string): Promise<void> {
  const unclaimed = db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.kind, kind), eq(reminders.subjectId, subjectId), isNull(reminders.claimedAt)))
    .for('update', { skipLocked: true });
  await db.delete(reminders).where(inArray(reminders.id, unclaimed));
}

/**
 * The next due, unclaimed reminders of a kind after `after` (by due time, then id), locked until the
 * transaction ends: FOR UPDATE SKIP LOCKED, so another instance's pass takes other rows meanwhile, and
 * once this one commits its claims, none of them is due any more (reminders_due_idx).
 */
export async function lockDue(db: DbOrTx, kind: string, now: Date, limit: number, after: { dueAt: Date; id: string } | null): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.kind, kind),
        isNull(reminders.claimedAt),
        lte(reminders.dueAt, now),
        after ? or(gt(reminders.dueAt, after.dueAt), and(eq(reminders.dueAt, after.dueAt), gt(reminders.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(reminders.dueAt), asc(reminders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Claims a locked reminder: sent (with its time) or let go (null), by this instance. */
export async function markClaimed(db: DbOrTx, id: string, by: string, at: Date, sent: boolean): Promise<void> {
  await db
    .update(reminders)
    .set({ claimedAt: at, claimedBy: by, sentAt: sent ? at : null })
    .where(eq(reminders.id, id));
}

/** A subject's reminders of a kind, oldest first (for the kind's own checks and tests). */
export async function listReminders(db: DbOrTx, kind: string, subjectId: string): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(and(eq(reminders.kind, kind), eq(reminders.subjectId, subjectId)))
    .orderBy(asc(reminders.createdAt), asc(reminders.key));
}
