import type { FastifyInstance } from 'fastify';
import { describeError } from '../../../lib/log-error.js';
import * as repo from '../reminders.repo.js';
import { type ReminderKind, registryOf } from './reminder-kinds.js';

const BATCH = 100;

/**
 * Sends a kind's due reminders: batch by batch, each in one transaction that locks its rows (FOR UPDATE
 * SKIP LOCKED), hands each to the kind's handler in a savepoint and claims it (sent or void) before it
 * commits, so two instances' passes never send one reminder twice. A handler that fails is logged and
 * its reminder left for the next pass; the others go on. Answers how many were sent.
 */
export async function sendDueRemindersOf(app: FastifyInstance, kindOrName: ReminderKind | string, now = new Date()): Promise<number> {
  const { instance, kinds } = registryOf(app);
  const kind = typeof kindOrName === 'string' ? kinds.get(kindOrName) : kindOrName;
  if (!kind) throw new Error(`no reminder kind ${String(kindOrName)} is registered`);
  let sent = 0;
  let after: { dueAt: Date; id: string } | null = null;
  for (;;) {
    const batch = await app.db.transaction(async (tx) => {
      const due = await repo.lockDue(tx, kind.kind, now, BATCH, after);
      let count = 0;
      for (const reminder of due) {
        try {
          await tx.transaction(async (savepoint) => {
            const outcome = await kind.remind(savepoint, reminder, now);
            if (outcome !== 'later') await repo.markClaimed(savepoint, reminder.id, instance, new Date(), outcome === 'sent');
            if (outcome === 'sent') count++;
          });
        } catch (err) {
          app.log.error({ kind: kind.kind, reminder: reminder.id, err: describeError(err) }, 'reminder failed');
        }
      }
      return { due, count };
    });
    sent += batch.count;
    const last = batch.due.at(-1);
    if (!last || batch.due.length < BATCH) break;
    after = { dueAt: last.dueAt, id: last.id };
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
