import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { mailOutbox, users, verificationCodes } from '../../db/schema/index.js';
import { createTestApp } from '../app.js';
import { createPostgresDatabase } from '../database.js';
import { startServerProcess } from '../server-process.js';
import { SmtpCatcher } from '../smtp.js';
import { uniqueEmail, VALID_PASSWORD } from '../users.js';

const signUp = (email: string) => ({ name: 'Fault Tester', email, phone: '9876543210', password: VALID_PASSWORD, agreeTerms: true });

describe('SMTP down during sign-up', () => {
  it('keeps every acknowledged sign-up mail and delivers each once when the mail server returns', async () => {
    const ctx = await createTestApp();
    try {
      const port = ctx.smtp.port;
      await ctx.smtp.stop();
      const emails = [uniqueEmail('smtp-down'), uniqueEmail('smtp-down'), uniqueEmail('smtp-down')];
      for (const email of emails) expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: signUp(email) })).statusCode).toBe(201);
      // Mail work may finish just after the answers (decision 040): drain until every mail was tried and
      // its failure recorded. A pass stops at the first mail that reaches no server (decision 290), so it
      // takes a pass per mail; such a try is recorded but not counted toward the mail's limit.
      const triedAndFailed = (m: typeof mailOutbox.$inferSelect) => m.attempts === 0 && Boolean(m.lastError);
      let waiting = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'PENDING'));
      for (let round = 0; round < 50 && !(waiting.length === emails.length && waiting.every(triedAndFailed)); round++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await ctx.app.mailer.drain();
        waiting = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'PENDING'));
      }
      expect(waiting.map((m) => m.to).sort()).toEqual([...emails].sort());
      expect(waiting.every(triedAndFailed)).toBe(true);

      // The server comes back where it was; the back-off has run out.
      const back = await new SmtpCatcher().start(port);
      try {
        await ctx.app.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
        for (let i = 0; i < 3; i++) await ctx.app.mailer.drain();
        for (const email of emails) await back.waitFor(email);
        expect(back.mails.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
      } finally {
        await back.stop();
      }
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

/** The server as `npm start` runs it, on the data given, in a child process that can be killed. */
const startServer = (env: Record<string, string>) => startServerProcess({ PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve())));

describe('server killed during sign-ups', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-kill-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged account and leaves none half-written: each signs in after a restart on the same data', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (process.env.TEST_DB_KIND === 'postgres') {
      const database = await createPostgresDatabase();
      env.DATABASE_URL = database.url;
      cleanups.push(database.drop);
    }
    const first = await startServer(env);
    const acknowledged: string[] = [];
    // Sign-ups four at a time; the process is killed (SIGKILL, no shutdown) once eight are acknowledged.
    const inFlight = new Set<Promise<void>>();
    let killed = false;
    for (let i = 0; i < 25 && !killed; i++) {
      const email = uniqueEmail('killed');
      const call: Promise<void> = fetch(`${first.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUp(email)),
      })
        .then((res) => {
          if (res.status === 201 && !killed) acknowledged.push(email);
          if (acknowledged.length >= 8 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        })
        .catch(() => undefined)
        .finally(() => inFlight.delete(call));
      inFlight.add(call);
      if (inFlight.size >= 4) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    if (!killed) first.child.kill('SIGKILL');
    await exited(first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);

    const second = await startServer(env);
    try {
      for (const email of acknowledged) {
        const res = await fetch(`${second.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: VALID_PASSWORD }),
        });
        expect(res.status, email).toBe(200);
      }
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }

    // Each account in the database, acknowledged or not, came with its code and its mail: one transaction.
    const database = await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    );
    try {
      const rows = await database.db
        .select({ email: users.email, id: users.id })
        .from(users)
        .where(sql`${users.email} like 'killed.%'`);
      expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
      for (const row of rows) {
        expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, row.id)), row.email).toHaveLength(1);
        expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, row.email)), row.email).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
