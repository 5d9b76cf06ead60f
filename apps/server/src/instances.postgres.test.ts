import { MESSAGES } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { type Database, openDatabase } from './db/client.js';
import { jobRuns, mailOutbox } from './db/schema/index.js';
import { enqueueMail } from './modules/mail/mail.repo.js';
import { registerReminderKind, scheduleReminder, sendDueRemindersOf } from './modules/reminders/index.js';
import { HOUSEKEEPING_LOCK } from './plugins/housekeeping.js';
import { TEST_PUBLIC_API_KEY, type TestContext, testConfig } from './test/app.js';
import { createPostgresDatabase } from './test/database.js';
import { sendProposal, validBody } from './test/proposals.js';
import { SmtpCatcher } from './test/smtp.js';
import { registerSubmitter, registerVerifiedUser } from './test/users.js';

/**
 * Two server instances on one PostgreSQL database, each with its own connection pool, memory, mail
 * worker and housekeeping timer, as behind a load balancer (docs/architecture.md#running-on-more-than-one-machine).
 */
let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let smtp: SmtpCatcher;
const instances: TestContext[] = [];

async function startInstance(): Promise<TestContext> {
  const database: Database = await openDatabase({ kind: 'postgres', url: created.url });
  await database.migrate();
  const config = testConfig({ smtpUrl: smtp.url, searchCacheMs: 60_000, housekeepingEveryMs: 3_600_000 });
  const app: FastifyInstance = await buildApp(config, { database });
  await app.ready();
  return { app, config, database, smtp, close: async () => (await app.close(), await database.close()) };
}

beforeAll(async () => {
  created = await createPostgresDatabase();
  smtp = await new SmtpCatcher().start();
  instances.push(await startInstance(), await startInstance());
});
afterAll(async () => {
  for (const i of instances) await i.close();
  await smtp.stop();
  await created.drop();
});

describe('two instances on one PostgreSQL behave as one', () => {
  it('housekeeping runs once: one pass claims the hour, and the advisory lock keeps the other out meanwhile', async () => {
    const [a, b] = instances as [TestContext, TestContext];
    await a.app.db.delete(jobRuns);
    const passes = await Promise.all([a.app.housekeeping.pass(), b.app.housekeeping.pass()]);
    expect(passes.filter((p) => p !== null)).toHaveLength(1);
    // Within the hour neither runs again.
    expect(await a.app.housekeeping.pass()).toBeNull();
    expect(await b.app.housekeeping.pass()).toBeNull();
    // With the period free, a pass still waits for nobody: while one instance holds the lock the other skips.
    await a.app.db.delete(jobRuns);
    const whileHeld = await a.database.withLock(HOUSEKEEPING_LOCK, () => b.app.housekeeping.pass());
    expect(whileHeld).toBeNull();
    expect(await b.app.housekeeping.pass()).not.toBeNull();
  });

  it('a lock-out reached through one instance holds on the other', async () => {
    const [a, b] = instances as [TestContext, TestContext];
    const user = await registerVerifiedUser(a);
    const login = (i: TestContext, password: string) => i.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    // Ten wrong passwords from one client, five through each instance: the limit counts them together.
    for (let n = 0; n < 5; n++) {
      expect((await login(a, 'Wrong-password-1')).statusCode).toBe(401);
      expect((await login(b, 'Wrong-password-1')).statusCode).toBe(401);
    }
    for (const i of [b, a]) {
      const res = await login(i, user.password);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toContain(MESSAGES.tooManyAttemptsForAddress);
    }
  });

  it("a proposal created through one instance shows at once in the other instance's cached anonymous list", async () => {
    const [a, b] = instances as [TestContext, TestContext];
    const anonymous = (i: TestContext) => i.app.inject({ method: 'GET', url: '/api/proposals/search?limit=5', headers: { 'x-api-key': TEST_PUBLIC_API_KEY } });
    const titles = async (i: TestContext) => ((await anonymous(i)).json().data as { title: string }[]).map((r) => r.title);
    const owner = await registerSubmitter(a, { organizationCategory: 'MSME', organization: 'Salem Forgings' });
    await sendProposal(a, owner.token, validBody('problem', { title: 'Ladle skull build-up' }));
    expect(await titles(b)).toEqual(['Ladle skull build-up']);
    // The first page is now in b's memory (for 60 s); a write through a clears it there too.
    const created = await sendProposal(a, owner.token, validBody('problem', { title: 'Tundish nozzle clogging' }));
    expect(created.statusCode).toBe(201);
    const started = Date.now();
    let seen: string[] = [];
    while (Date.now() - started < 2000) {
      seen = await titles(b);
      if (seen.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toEqual(['Tundish nozzle clogging', 'Ladle skull build-up']);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("100 queued mails are each sent once with both instances' workers on", async () => {
    const [a, b] = instances as [TestContext, TestContext];
    const to = (n: number) => `bulk-${n}@instances.example.in`;
    await a.app.db.transaction(async (tx) => {
      for (let n = 0; n < 100; n++) await enqueueMail(tx, { to: to(n), subject: `Bulk ${n}`, text: `Mail ${n}`, html: `<p>Mail ${n}</p>` });
    });
    a.app.mailer.wake();
    b.app.mailer.wake();
    const bulk = () => smtp.mails.filter((m) => m.to.some((t) => t.startsWith('bulk-')));
    const started = Date.now();
    while (bulk().length < 100 && Date.now() - started < 25_000) await new Promise((resolve) => setTimeout(resolve, 50));
    // A little longer: a mail sent twice would arrive now.
    await Promise.all([a.app.mailer.drain(), b.app.mailer.drain()]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = new Map<string, number>();
    for (const m of bulk()) counts.set(m.to[0]!, (counts.get(m.to[0]!) ?? 0) + 1);
    expect(counts.size).toBe(100);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    const [pending] = await a.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'PENDING'));
    expect(pending!.n).toBe(0);
  });

  it('two instances racing over the same due reminders send each once', async () => {
    const [a, b] = instances as [TestContext, TestContext];
    const handled: string[] = [];
    for (const i of [a, b]) {
      registerReminderKind(i.app, {
        kind: 'race',
        label: 'race reminders',
        remind: async (_tx, reminder) => {
          handled.push(reminder.subjectId);
          // Slow enough that the passes overlap.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return 'sent';
        },
      });
    }
    const subjects = Array.from({ length: 250 }, () => crypto.randomUUID());
    await a.app.db.transaction(async (tx) => {
      for (const subjectId of subjects) await scheduleReminder(tx, { kind: 'race', subjectId, key: 'NOW', dueAt: new Date(Date.now() - 1000) });
    });
    const counts = await Promise.all([sendDueRemindersOf(a.app, 'race'), sendDueRemindersOf(b.app, 'race'), sendDueRemindersOf(a.app, 'race')]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(250);
    expect(handled).toHaveLength(250);
    expect(new Set(handled).size).toBe(250);
    expect(await Promise.all([sendDueRemindersOf(a.app, 'race'), sendDueRemindersOf(b.app, 'race')])).toEqual([0, 0]);
  });
});
