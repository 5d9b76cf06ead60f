import { readdir, readFile, stat } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { openTestDatabase } from '../../test/database.js';
import { SmtpCatcher } from '../../test/smtp.js';
import { claimDueMails, enqueueMail } from './mail.repo.js';
import { createTransport } from './mail.transport.js';
import { MAIL_RETENTION_DAYS, mailRetentionTasks } from './mail.retention.js';
import { MailWorker, retryDelaySeconds, STOP_WAIT_MS } from './mail.worker.js';

const log = Fastify({ logger: false }).log;
/** A worker sending through SMTP at `smtpUrl`, or into `outboxDir` when that is null; it polls (every `pollMs`) only when started. */
const worker = (smtpUrl: string | null, outboxDir = '', pollMs = 60_000) =>
  new MailWorker(database.db, createTransport({ smtpUrl, from: 'no-reply@portal.test', outboxDir, log }), log, pollMs);
const mail = (to: string) => ({ to, subject: `Code for ${to}`, text: 'Your code is 123456', html: '<p>Your code is <b>123456</b></p>' });

/** A loopback port with nothing listening: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that takes each connection and drops it at once: it counts the tries that reach it. */
async function droppingServer(): Promise<{ url: string; tries: () => number; close: () => void }> {
  let tries = 0;
  const server = createServer((socket) => {
    tries += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, tries: () => tries, close: () => server.close() };
}

let database: Database;
let smtp: SmtpCatcher;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await new SmtpCatcher().start();
});
afterAll(async () => {
  await smtp.stop();
  await database.close();
});
afterEach(async () => {
  await database.db.delete(mailOutbox);
});

const rowOf = async (to: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;
/** Moves a mail's next attempt into the past, as time passing would. */
const makeDue = (to: string) =>
  database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.to, to));

describe('mail outbox worker', () => {
  it('backs off 10 s, 20 s, 40 s … up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });

  it('sends a queued mail over SMTP and marks it sent', async () => {
    await enqueueMail(database.db, mail('sent@portal.test'));
    await worker(smtp.url).drain();
    const caught = await smtp.waitFor('sent@portal.test');
    expect(caught.subject).toBe('Code for sent@portal.test');
    expect(caught.from).toBe('no-reply@portal.test');
    const row = await rowOf('sent@portal.test');
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('clears the body of a sent mail, which held a live code, and keeps its metadata', async () => {
    await enqueueMail(database.db, mail('cleared@portal.test'));
    expect((await rowOf('cleared@portal.test')).text).toContain('123456');
    await worker(smtp.url).drain();
    await smtp.waitFor('cleared@portal.test');
    const row = await rowOf('cleared@portal.test');
    expect(row).toMatchObject({ status: 'SENT', to: 'cleared@portal.test', subject: 'Code for cleared@portal.test', text: '', html: '' });
  });

  it('deletes sent and given-up mails after the retention, never pending ones', async () => {
    for (const to of ['old-sent@portal.test', 'old-failed@portal.test', 'old-pending@portal.test', 'new-sent@portal.test'])
      await enqueueMail(database.db, mail(to));
    await database.db.update(mailOutbox).set({ status: 'SENT' }).where(eq(mailOutbox.to, 'old-sent@portal.test'));
    await database.db.update(mailOutbox).set({ status: 'FAILED' }).where(eq(mailOutbox.to, 'old-failed@portal.test'));
    await database.db.update(mailOutbox).set({ status: 'SENT' }).where(eq(mailOutbox.to, 'new-sent@portal.test'));
    await database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - make_interval(days => ${MAIL_RETENTION_DAYS + 1})`, nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(sql`${mailOutbox.to} like 'old-%'`);
    const [purge] = mailRetentionTasks;
    expect(await purge!.run(database.db, new AbortController().signal)).toBe(2);
    const left = (await database.db.select({ to: mailOutbox.to }).from(mailOutbox)).map((r) => r.to).sort();
    expect(left).toEqual(['new-sent@portal.test', 'old-pending@portal.test']);
  });

  it('puts off a mail while no SMTP server answers, without counting the try, and sends it once one does', async () => {
    await enqueueMail(database.db, mail('retry@portal.test'));
    await worker(`smtp://127.0.0.1:${await closedPort()}`).drain();

    const failed = await rowOf('retry@portal.test');
    expect(failed.status).toBe('PENDING');
    expect(failed.attempts).toBe(0);
    expect(failed.lastError).toBeTruthy();
    const waitSeconds = (failed.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(5);
    expect(waitSeconds).toBeLessThanOrEqual(10);

    // Not due yet: a pass with a working server leaves it alone.
    const up = worker(smtp.url);
    await up.drain();
    expect((await rowOf('retry@portal.test')).status).toBe('PENDING');

    await makeDue('retry@portal.test');
    await up.drain();
    await smtp.waitFor('retry@portal.test');
    expect(await rowOf('retry@portal.test')).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
  });

  it('delivers, once, a mail queued as the SMTP server went down, after an outage longer than the eight tries last', async () => {
    // The catcher stops: its port refuses connections until a new catcher listens on it.
    const port = smtp.port;
    await smtp.stop();
    await enqueueMail(database.db, mail('outage@portal.test'));
    const down = worker(`smtp://127.0.0.1:${port}`);
    // Twelve passes, each after the mail's back-off has run out, as over about 45 minutes of outage (10 s,
    // 20 s … then every 5 minutes): past the old limit of eight tries in about 21 minutes.
    const waits: number[] = [];
    for (let pass = 0; pass < 12; pass++) {
      await makeDue('outage@portal.test');
      await down.drain();
      const row = await rowOf('outage@portal.test');
      expect(row).toMatchObject({ status: 'PENDING', attempts: 0 });
      expect(row.text).toContain('123456');
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      waits.push(Math.round((row.nextAttemptAt.getTime() - Date.now()) / 10_000) * 10);
    }
    // The back-off doubles while the server stays out of reach, and is capped at five minutes.
    expect(waits).toEqual([10, 20, 40, 80, 160, 300, 300, 300, 300, 300, 300, 300]);
    await database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(mailOutbox.to, 'outage@portal.test'));

    // It comes back on the same port; the next pass after the mail's back-off delivers it, once.
    smtp = await new SmtpCatcher().start(port);
    await makeDue('outage@portal.test');
    await down.drain();
    await smtp.waitFor('outage@portal.test');
    expect(await rowOf('outage@portal.test')).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    await makeDue('outage@portal.test');
    await down.drain();
    expect(smtp.mails.filter((m) => m.to.includes('outage@portal.test'))).toHaveLength(1);
  });

  it('stops a pass at the first mail that reaches no SMTP server, leaves the rest untouched, and waits before the next', async () => {
    const dropping = await droppingServer();
    try {
      for (const to of ['first@portal.test', 'second@portal.test', 'third@portal.test']) {
        await enqueueMail(database.db, mail(to));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const before = await database.db.select().from(mailOutbox);
      const w = worker(dropping.url, '', 20);
      await w.drain();
      expect(dropping.tries()).toBe(1);
      const first = await rowOf('first@portal.test');
      expect(first).toMatchObject({ status: 'PENDING', attempts: 0 });
      expect(first.lastError).toBeTruthy();
      expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5000);
      // The other two: as they were before the pass (not tried, not put off, due now).
      for (const to of ['second@portal.test', 'third@portal.test']) {
        const row = await rowOf(to);
        expect(row).toEqual(before.find((b) => b.to === to));
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      }

      // Running, polling every 20 ms and woken again and again: its first pass stops at a mail, and no
      // other pass starts within the back-off (10 s).
      w.start();
      for (let i = 0; i < 20; i++) {
        w.wake();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await w.stop();
      expect(dropping.tries()).toBe(2);
      const pending = await database.db.select().from(mailOutbox);
      expect(pending.every((row) => row.status === 'PENDING' && row.attempts === 0)).toBe(true);
    } finally {
      dropping.close();
    }
  });

  it('keeps its back-off on the monotonic clock: the wall clock stepped a day forward does not end it (decision 304)', async () => {
    const dropping = await droppingServer();
    const w = worker(dropping.url, '', 20);
    try {
      // Two mails: the first pass tries one and hands the other back, due at once on any database's clock.
      await enqueueMail(database.db, mail('stepped@portal.test'));
      await enqueueMail(database.db, mail('stepped-too@portal.test'));
      w.start();
      await vi.waitFor(() => expect(dropping.tries()).toBe(1));
      // The pass met no server: the next waits out the back-off (10 s), whatever the wall clock says. An NTP
      // step, or an operator's, of a day forward must not start the passes again at once (nor one back
      // hold them for a day).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 24 * 3600 * 1000);
      for (let i = 0; i < 20; i++) {
        w.wake();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(dropping.tries()).toBe(1);
    } finally {
      vi.useRealTimers();
      await w.stop();
      dropping.close();
    }
  });

  it('gives up on a mail the SMTP server refuses (550) after its eighth try, and sends the others', async () => {
    smtp.refused.set('no-such-box@portal.test', 550);
    try {
      const w = worker(smtp.url);
      await enqueueMail(database.db, mail('no-such-box@portal.test'));
      await enqueueMail(database.db, mail('beside@portal.test'));
      for (let i = 1; i <= 8; i++) {
        await makeDue('no-such-box@portal.test');
        await w.drain();
        const row = await rowOf('no-such-box@portal.test');
        expect(row.attempts).toBe(i);
        expect(row.status).toBe(i < 8 ? 'PENDING' : 'FAILED');
        expect(row.lastError).toMatch(/550/);
      }
      expect(await rowOf('no-such-box@portal.test')).toMatchObject({ status: 'FAILED', attempts: 8, text: '', html: '' });
      await makeDue('no-such-box@portal.test');
      expect(await claimDueMails(database.db, 10, 120)).toEqual([]);
      // A refusal is about that mail: the pass went on, and the other mail was sent on the first.
      expect(await rowOf('beside@portal.test')).toMatchObject({ status: 'SENT', attempts: 1 });
      expect(smtp.mails.filter((m) => m.to.includes('no-such-box@portal.test'))).toEqual([]);
    } finally {
      smtp.refused.clear();
    }
  });

  it('stops within its bound while an SMTP server that accepted the connection says nothing, the mail kept for later', async () => {
    // A server that accepts and never greets: the send waits for nodemailer's greeting timeout.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await enqueueMail(database.db, mail('silent@portal.test'));
      const w = worker(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`);
      w.start();
      for (let i = 0; i < 50 && (await rowOf('silent@portal.test')).nextAttemptAt.getTime() <= Date.now(); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const started = Date.now();
      await w.stop();
      expect(Date.now() - started).toBeLessThan(STOP_WAIT_MS + 1000);
      // Claimed under its lease, not sent, not given up: another instance or the next start sends it.
      expect(await rowOf('silent@portal.test')).toMatchObject({ status: 'PENDING', attempts: 0 });
    } finally {
      silent.close();
    }
  });

  it('never hands one mail to two workers claiming at the same time', async () => {
    for (let i = 0; i < 25; i++) await enqueueMail(database.db, mail(`claim-${i}@portal.test`));
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => claimDueMails(database.db, 10, 120)));
    const ids = [...a!, ...b!, ...c!].map((m) => m.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    // A claimed mail is leased: nobody else takes it until the lease runs out.
    expect(await claimDueMails(database.db, 10, 120)).toEqual([]);
  });

  it('without SMTP_URL writes each mail as an .eml file under the outbox folder', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-outbox-')), 'outbox');
    await enqueueMail(database.db, mail('file@portal.test'));
    // The mail holds a code: the folder 700 and the file 600 whatever the umask (decision 213).
    const before = process.umask(0);
    try {
      await worker(null, outboxDir).drain();
    } finally {
      process.umask(before);
    }
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    const files = await readdir(outboxDir);
    expect((await stat(path.join(outboxDir, files[0]!))).mode & 0o777).toBe(0o600);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: file@portal.test');
    expect(eml).toContain('Subject: Code for file@portal.test');
    expect(await rowOf('file@portal.test')).toMatchObject({ status: 'SENT' });
  });
});
