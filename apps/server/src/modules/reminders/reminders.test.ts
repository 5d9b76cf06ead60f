import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { listReminders, type ReminderOutcome, registerReminderKind, scheduleReminder, sendDueRemindersOf } from './index.js';
import { REMINDER_TRIES } from './operations/send-due-reminders.js';

const HOUR = 3_600_000;

describe('a kind of reminder added by registration only', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ logLevel: 'error' }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => ctx.close());

  it('is sent by the housekeeping pass once, when due, as its handler decides; a failing handler is logged, tried again in the pass, then left for the next', async () => {
    // What the handler answers for each subject, and the calls it got.
    const answers = new Map<string, ReminderOutcome | 'throw'>();
    const calls: string[] = [];
    registerReminderKind(ctx.app, {
      kind: 'test-kind',
      label: 'test reminders',
      remind: async (_tx, reminder) => {
        calls.push(reminder.subjectId);
        const answer = answers.get(reminder.subjectId)!;
        if (answer === 'throw') throw new Error('handler broke');
        return answer;
      },
    });
    const [sent, future, gone, notYet, broken] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    answers.set(sent, 'sent').set(future, 'sent').set(gone, 'void').set(notYet, 'later').set(broken, 'throw');
    const due = new Date(Date.now() - HOUR);
    await ctx.app.db.transaction(async (tx) => {
      for (const subjectId of [sent, gone, notYet, broken]) await scheduleReminder(tx, { kind: 'test-kind', subjectId, key: 'DAY_BEFORE', dueAt: due });
      // Scheduled twice: still one reminder.
      await scheduleReminder(tx, { kind: 'test-kind', subjectId: sent, key: 'DAY_BEFORE', dueAt: due });
      await scheduleReminder(tx, { kind: 'test-kind', subjectId: future, key: 'DAY_BEFORE', dueAt: new Date(Date.now() + 24 * HOUR) });
    });
    expect(await listReminders(ctx.app.db, 'test-kind', sent)).toHaveLength(1);

    const first = await ctx.app.housekeeping.run();
    expect(first['test reminders']).toBe(1);
    expect(calls.sort()).toEqual([sent, gone, notYet, ...Array<string>(REMINDER_TRIES).fill(broken)].sort());
    expect(lines.filter((l) => l.includes('reminder failed') && l.includes('handler broke') && l.includes('test-kind'))).toHaveLength(REMINDER_TRIES);
    const [row] = await listReminders(ctx.app.db, 'test-kind', sent);
    expect(row).toMatchObject({ sentAt: expect.any(Date), claimedAt: expect.any(Date), claimedBy: expect.any(String) });
    expect(await listReminders(ctx.app.db, 'test-kind', gone)).toMatchObject([{ sentAt: null, claimedAt: expect.any(Date) }]);
    expect(await listReminders(ctx.app.db, 'test-kind', notYet)).toMatchObject([{ claimedAt: null }]);
    expect(await listReminders(ctx.app.db, 'test-kind', broken)).toMatchObject([{ claimedAt: null }]);

    // The next pass: what was sent or let go is not handled again; what waits and what failed are.
    calls.length = 0;
    answers.set(broken, 'sent');
    expect((await ctx.app.housekeeping.run())['test reminders']).toBe(1);
    expect(calls.sort()).toEqual([notYet, broken].sort());
    // Scheduling a sent reminder again does not bring it back.
    await scheduleReminder(ctx.app.db, { kind: 'test-kind', subjectId: sent, key: 'DAY_BEFORE', dueAt: due });
    calls.length = 0;
    expect((await ctx.app.housekeeping.run())['test reminders']).toBe(0);
    expect(calls).toEqual([notYet]);
  });

  it('tries a reminder whose handler failed again in the same pass, while a concurrent pass skipped it: sent once, never lost', async () => {
    // The handler fails the first time it gets each reminder, as a handler chosen as a deadlock's victim does.
    const failedOnce = new Set<string>();
    const calls: string[] = [];
    registerReminderKind(ctx.app, {
      kind: 'test-flaky',
      label: 'flaky reminders',
      remind: async (_tx, reminder) => {
        calls.push(reminder.subjectId);
        if (!failedOnce.has(reminder.subjectId)) {
          failedOnce.add(reminder.subjectId);
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        }
        return 'sent';
      },
    });
    const subjects = [randomUUID(), randomUUID(), randomUUID()];
    await ctx.app.db.transaction(async (tx) => {
      for (const subjectId of subjects) await scheduleReminder(tx, { kind: 'test-flaky', subjectId, key: 'DAY_BEFORE', dueAt: new Date(Date.now() - HOUR) });
    });
    // Two instances' passes at once: between them every reminder is sent, each exactly once.
    const counts = await Promise.all([sendDueRemindersOf(ctx.app, 'test-flaky'), sendDueRemindersOf(ctx.app, 'test-flaky')]);
    expect(counts[0] + counts[1]).toBe(subjects.length);
    for (const subjectId of subjects) {
      expect(await listReminders(ctx.app.db, 'test-flaky', subjectId)).toMatchObject([{ sentAt: expect.any(Date) }]);
      expect(calls.filter((c) => c === subjectId)).toHaveLength(2);
    }
  });
});
