import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCatcher } from '../apps/server/src/test/smtp.js';
import { type RunningPortal, startPortal } from '../e2e/fixtures/server.js';
import { createFaultsDatabase, query } from './cluster.js';

let database: Awaited<ReturnType<typeof createFaultsDatabase>>;
let smtp: SmtpCatcher;
const portals: RunningPortal[] = [];
beforeAll(async () => {
  database = await createFaultsDatabase();
  smtp = await new SmtpCatcher().start();
  // Two instances: both mail workers take from the one outbox.
  for (let i = 0; i < 2; i++) portals.push(await startPortal({ DATABASE_URL: database.url, SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await smtp?.stop();
  await database?.drop();
});

const register = (portal: RunningPortal, email: string, n: number) =>
  fetch(`${portal.baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.48.2.${n + 1}` },
    body: JSON.stringify({ name: 'Asha Rao', email, phone: '+91 98765 43210', password: 'Blast-Furnace-42', agreeTerms: true }),
  });
type Row = { to: string; status: string; attempts: number; tried: boolean };
const outbox = () => query<Row>(database.url, `select "to", status, attempts, last_error is not null as tried from mail_outbox order by "to"`);

describe('SMTP down', () => {
  /**
   * Promise: mails queued while the SMTP server is down are each delivered once after it returns: none
   * lost, none twice. Meanwhile each instance's worker stops a pass at the first mail that reaches no
   * server and waits 10 s, 20 s, 40 s … up to five minutes before its next, rather than trying mail after
   * mail; such tries do not count toward a mail's limit, so an outage of any length loses nothing (a long
   * one in simulated time: mail.worker.test.ts; docs/operations.md#smtp-down).
   */
  it('every mail queued while it is down is delivered once after it returns, with few tries meanwhile', async () => {
    const port = smtp.port;
    await smtp.stop();
    const downAt = Date.now();
    const addresses = Array.from({ length: 12 }, (_, n) => `smtp-down.${n}@example.in`);
    for (const [n, email] of addresses.entries()) expect((await register(portals[n % 2]!, email, n)).status).toBe(201);

    // Down for 15 s: each instance tries one mail at once, then one after 10 s; the others are not tried.
    while (Date.now() - downAt < 15_000) await new Promise((resolve) => setTimeout(resolve, 250));
    const during = await outbox();
    expect(during).toHaveLength(12);
    for (const row of during) expect(row).toMatchObject({ status: 'PENDING', attempts: 0 });
    const tried = during.filter((row) => row.tried).length;
    expect(tried).toBeGreaterThanOrEqual(2);
    expect(tried).toBeLessThanOrEqual(4);

    // It returns on the same address; each worker's next pass (20 s after its second) delivers them.
    smtp = await new SmtpCatcher().start(port);
    const deadline = Date.now() + 60_000;
    while (smtp.mails.length < 12 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    // A little longer: a mail sent twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const counts = new Map<string, number>();
    for (const mail of smtp.mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...addresses].sort());
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect((await outbox()).every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
  });
});
