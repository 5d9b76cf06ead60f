import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ReminderRow } from '../../../db/schema/index.js';
import { describeError } from '../../../lib/log-error.js';
import * as repo from '../reminders.repo.js';
import { type ReminderKind, type ReminderOutcome, registryOf } from './reminder-kinds.js';

/** How many times one pass tries a reminder whose handler fails (a deadlock with another pass, say). */
export const REMINDER_TRIES = 3;

/**
 * Sends a kind's due reminders, each in its own transaction: the next due row is locked (FOR UPDATE
 * SKIP LOCKED, so another instance's pass takes another one meanwhile), handed to the kind's handler and
 * claimed (sent or void) before it commits, so two passes never send one reminder twice. One reminder a
 * transaction, so a handler's locks (the proposal, a user's row for a notice) are never held while the
 * next reminder's handler takes others in another order: two passes' handlers cannot deadlock through
 * locks their batch-mates took. A handler that fails anyway is logged and tried again by this pass (the
 * pass that skipped the row meanwhile will not come back to it), up to REMINDER_TRIES times; then it is
 * left for the next pass, within its day. Answers how many were sent.
 */
export async function sendDueRemindersOf(app: FastifyInstance, kindOrName: ReminderKind | string, now = new Date()): Promise<number> {
  const { instance, kinds } = registryOf(app);
  const kind = typeof kindOrName === 'string' ? kinds.get(kindOrName) : kindOrName;
  if (!kind) throw new Error(`no reminder kind ${String(kindOrName)} is registered`);
  let sent = 0;
  let after: { dueAt: Date; id: string } | null = null;
  const failures = new Map<string, number>();
  for (;;) {
    // The row this round locked (set inside the transaction, read after it).
    const taken: { row?: ReminderRow } = {};
    let outcome: ReminderOutcome | null;
    try {
      outcome = await app.db.transaction(async (tx) => {
        const [reminder] = await repo.lockDue(tx, kind.kind, now, 1, after);
        if (!reminder) return null;
        taken.row = reminder;
        const answer = await kind.remind(tx, reminder, now);
        if (answer !== 'later') await repo.markClaimed(tx, reminder.id, instance, new Date(), answer === 'sent');
        return answer;
      });
    } catch (err) {
      // The lock itself failed: the pass fails (the housekeeping task logs it).
      const failed = taken.row;
      if (!failed) throw err;
      const tries = (failures.get(failed.id) ?? 0) + 1;
      failures.set(failed.id, tries);
      app.log.error({ kind: kind.kind, reminder: failed.id, tries, err: describeError(err) }, 'reminder failed');
      // Still due and unclaimed: the cursor stays before it, so the next round of the loop takes it again.
      if (tries < REMINDER_TRIES) {
        await sleep(20 * tries + Math.floor(Math.random() * 20));
        continue;
      }
      after = { dueAt: failed.dueAt, id: failed.id };
      continue;
    }
    if (!outcome || !taken.row) break;
    if (outcome === 'sent') sent++;
    after = { dueAt: taken.row.dueAt, id: taken.row.id };
  }
  if (sent > 0) app.mailer.wake();
  return sent;
}

/**
 * The housekeeping task of every registered kind, each on its own: a kind whose pass fails is logged and
 * the others still run. Answers the count sent by each kind's label.
 */
export async function sendDueReminders(app: FastifyInstance, now = new Date()): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const kind of registryOf(app).kinds.values()) {
    try {
      counts[kind.label] = await sendDueRemindersOf(app, kind, now);
    } catch (err) {
      app.log.error({ task: kind.label, err: describeError(err) }, 'housekeeping task failed');
    }
  }
  return counts;
}
