import { addDays, API, API_PREFIX, indiaDate, MESSAGES, PROPOSAL_KINDS } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app.js';
import { sendDueReminders } from '../apps/server/src/modules/reminders/index.js';
import { testConfig } from '../apps/server/src/test/app.js';
import { multipart, pdf } from '../apps/server/src/test/multipart.js';
import { formFields, validBody, validMoney } from '../apps/server/src/test/proposals.js';
import { SmtpCatcher } from '../apps/server/src/test/smtp.js';
import { codeFromMail } from '../e2e/fixtures/mail.js';
import { E2E_ADMIN, type RunningPortal, startPortal } from '../e2e/fixtures/server.js';
import { createFaultsDatabase, query } from './cluster.js';
import { FakeClock } from './faketime.js';
import { uploadProfile } from './portal.js';

const JWT_SECRET = 'faults-clock-jump-secret-long-enough-for-hs256-signing';
const HOUR = 3600;
const REMINDER_SUBJECT = /please answer the clarification by/;

/**
 * The portals' clock starts at 23:40 India time (18:10 UTC) of the coming evening, so that the jump of an
 * hour crosses India's midnight: a deadline day ends in it and day-based reminders fall due in it.
 * PostgreSQL keeps the real clock (it is another machine in production; see docs/operations.md).
 */
function offsetTo2340India(): number {
  const now = new Date();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 18, 10));
  if (target.getTime() <= now.getTime() + 5 * 60_000) target.setUTCDate(target.getUTCDate() + 1);
  return (target.getTime() - now.getTime()) / 1000;
}

let database: Awaited<ReturnType<typeof createFaultsDatabase>>;
let smtp: SmtpCatcher;
let clock: FakeClock;
const portals: RunningPortal[] = [];
beforeAll(async () => {
  database = await createFaultsDatabase();
  smtp = await new SmtpCatcher().start();
  clock = new FakeClock(offsetTo2340India());
});
afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await smtp?.stop();
  clock?.remove();
  await database?.drop();
});

const call = (baseURL: string, path: string, init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string>; body?: Buffer } = {}) =>
  fetch(`${baseURL}${API_PREFIX}${path}`, {
    method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : init.body ? { body: new Uint8Array(init.body) } : {}),
  });
const signIn = async (baseURL: string) => {
  const res = await call(baseURL, API.login, { json: { ...E2E_ADMIN, rememberMe: false } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string; refreshToken: string } }).data;
};
const dataOf = async <T>(res: Response, ...statuses: number[]): Promise<T> => {
  const text = await res.text();
  expect(statuses, `${res.status} ${text}`).toContain(res.status);
  return (JSON.parse(text) as { data: T }).data;
};
const withFile = (values: Record<string, unknown>, title: string) =>
  multipart(formFields(values), [{ field: 'proposalFile', name: `${title}.pdf`, type: 'application/pdf', data: pdf(title) }]);
/** The clarification reminders queued in the outbox, by recipient. */
const reminderMails = () =>
  query<{ to: string }>(database.url, `select "to" from mail_outbox where subject like '%please answer the clarification by%' order by created_at`);
const reminderRows = () =>
  query<{ subject_id: string; due_at: Date; claimed_at: Date | null; claimed_by: string | null; sent_at: Date | null }>(
    database.url,
    `select subject_id, due_at, claimed_at, claimed_by, sent_at from reminders where kind = 'clarification' order by due_at, subject_id`,
  );

describe('the clock jumps an hour forward', () => {
  /**
   * Promise: when the portals' clock jumps an hour forward (both instances see it), every rule that reads
   * the instances' clock follows it, and nothing is done twice. An access token issued before the jump
   * (15 minutes) is refused (401) on both instances; the refresh token (12 hours) still renews the session,
   * also twice at once from one client (the reuse grace, measured on the instances' clock: decision 295); a
   * password-reset code (10 minutes) from before the jump is refused; a Challenge Method draft whose
   * challenge's last day (India) ended in the jump cannot be submitted (409). The reminders that fell due
   * in the hour (clarification reminders, due at India's midnight) are each sent once by the first
   * housekeeping pass after the jump, although both instances' passes start at that moment; one not yet
   * due is not sent; and after a second, small jump, neither the instances nor a pass run directly sends
   * any of them again. PostgreSQL's clock does not move here (docs/operations.md#the-clock-jumps).
   */
  it('expires tokens and codes, closes the deadline, and sends each due reminder once', async () => {
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, JWT_SECRET, ...clock.env() };
    for (let i = 0; i < 2; i++) portals.push(await startPortal(env));
    const [a, b] = portals as [RunningPortal, RunningPortal];
    // The instances read the fake clock: 23:40 in India.
    const served = new Date((await call(a.baseURL, '/health')).headers.get('date')!);
    expect(Math.abs(served.getTime() - clock.now().getTime())).toBeLessThan(5_000);
    const today = indiaDate(clock.now());

    const session = await signIn(a.baseURL);
    expect((await uploadProfile(a.baseURL, session.token)).status).toBe(200);

    // A challenge whose last day is today (India), and a complete Challenge Method draft answering it.
    const challengeForm = multipart({ title: 'Slag valorisation', applicationDeadline: today, status: 'OPEN', 'focusArea[0]': 'Operational Excellence' }, []);
    const challenge = await dataOf<{ id: string }>(
      await call(a.baseURL, API.challenges, { token: session.token, headers: challengeForm.headers, body: challengeForm.payload }),
      200,
      201,
    );
    const draft = await dataOf<{ id: string }>(
      await call(a.baseURL, API.proposalDrafts, {
        token: session.token,
        json: { category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL', challengeId: challenge.id },
      }),
      201,
    );
    const { category: _c, type: _t, ...challengeFields } = validBody('challenge');
    const draftForm = withFile({ ...challengeFields, ...validMoney(), version: 1 }, 'Challenge draft');
    const savedDraft = await dataOf<{ version: number }>(
      await call(a.baseURL, API.proposal(draft.id), { method: 'PATCH', token: session.token, headers: draftForm.headers, body: draftForm.payload }),
      200,
    );
    expect((await dataOf<{ isOpen: boolean }>(await call(a.baseURL, API.challenge(challenge.id), { token: session.token }), 200)).isOpen).toBe(true);

    // Three submitted proposals, each with a question: two to answer by in three days (reminded from India's
    // midnight, in 20 minutes), one in ten days (not due for a week).
    const asked: string[] = [];
    for (const [n, days] of [3, 3, 10].entries()) {
      const form = withFile({ ...validBody('startup', { title: `Startup ${n}` }), ...validMoney() }, `Startup ${n}`);
      const proposal = await dataOf<{ id: string }>(
        await call(a.baseURL, API.proposals, { token: session.token, headers: form.headers, body: form.payload }),
        201,
      );
      const ask = await call(a.baseURL, API.adminProfileClarification, {
        method: 'PUT',
        token: session.token,
        json: {
          post_id: proposal.id,
          post_type: PROPOSAL_KINDS.startup.postType,
          clarification: `Share the furnace data ${n}.`,
          respondBy: addDays(today, days),
        },
      });
      expect(ask.status, await ask.text()).toBe(200);
      asked.push(proposal.id);
    }
    const scheduled = await reminderRows();
    expect(scheduled).toHaveLength(3);
    expect(scheduled.every((r) => r.claimed_at === null)).toBe(true);

    // A password-reset code, mailed before the jump.
    const mailsBefore = smtp.mails.length;
    expect((await call(b.baseURL, API.forgotPassword, { json: { email: E2E_ADMIN.email } })).status).toBe(200);
    const code = await codeFromMail(smtp, E2E_ADMIN.email, /reset/i, mailsBefore);

    // No housekeeping pass has run yet (the first comes a minute after start): the one after the jump is the first.
    expect(await query(database.url, `select 1 from job_runs where name = 'housekeeping'`)).toEqual([]);

    clock.jump(HOUR);
    // Their timers due within the hour fire at their next turn (the mail worker's poll wakes each every
    // second): the idle keep-alive connections they close meanwhile would reset a request sent on them.
    await new Promise((r) => setTimeout(r, 2000));
    // 00:40 in India: the challenge's day is over, the reminders fell due, the access token is 15 minutes past its life.
    expect(indiaDate(clock.now())).toBe(addDays(today, 1));

    for (const portal of [a, b]) expect((await call(portal.baseURL, API.profileMe, { token: session.token })).status).toBe(401);
    // Two tabs renew at once with the one refresh token: both get a session (the reuse grace), which works on either instance.
    const renewed = await Promise.all([a, b].map((p) => call(p.baseURL, API.refresh, { json: { refreshToken: session.refreshToken } })));
    for (const res of renewed) {
      const pair = await dataOf<{ token: string }>(res, 200);
      for (const portal of [a, b]) expect((await call(portal.baseURL, API.profileMe, { token: pair.token })).status).toBe(200);
    }
    const reset = await call(a.baseURL, API.resetPassword, { json: { email: E2E_ADMIN.email, token: code, password: 'A-new-password-after-the-jump' } });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { message: string }).message).toBe(MESSAGES.resetCodeInvalidOrExpired);
    const fresh = await signIn(b.baseURL);

    expect((await dataOf<{ isOpen: boolean }>(await call(a.baseURL, API.challenge(challenge.id), { token: fresh.token }), 200)).isOpen).toBe(false);
    const late = await call(b.baseURL, API.proposalSubmit(draft.id), { token: fresh.token, json: { version: savedDraft.version } });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(MESSAGES.draftChallengeClosed);
    expect((await query<{ status: string }>(database.url, `select status from proposals where id = '${draft.id}'`))[0]!.status).toBe('DRAFT');

    // Both instances' first pass was due within the hour: both start now; one claims the period and sends.
    const until = Date.now() + 60_000;
    while ((await reminderRows()).filter((r) => r.sent_at).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    const reminded = await reminderRows();
    expect(reminded.filter((r) => r.sent_at)).toHaveLength(2);
    expect(reminded.filter((r) => r.claimed_at === null)).toHaveLength(1);
    expect(new Set(reminded.filter((r) => r.sent_at).map((r) => r.claimed_by)).size).toBe(1);
    // Delivered: one mail a reminder, none twice.
    const deliveredBy = Date.now() + 20_000;
    while (smtp.mails.filter((m) => REMINDER_SUBJECT.test(m.subject)).length < 2 && Date.now() < deliveredBy) await new Promise((r) => setTimeout(r, 250));
    expect(await reminderMails()).toHaveLength(2);

    // A second, small jump: nothing is sent again, neither by the instances nor by a pass run directly now.
    clock.jump(10 * 60);
    await new Promise((r) => setTimeout(r, 3000));
    const direct = await buildApp(testConfig({ database: { kind: 'postgres', url: database.url }, housekeepingEveryMs: 0 }));
    try {
      await direct.ready();
      const counts = await sendDueReminders(direct, clock.now());
      expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    } finally {
      await direct.close();
    }
    expect(await reminderMails()).toHaveLength(2);
    expect(smtp.mails.filter((m) => REMINDER_SUBJECT.test(m.subject))).toHaveLength(2);
    expect((await reminderRows()).filter((r) => r.sent_at)).toHaveLength(2);
  }, 180_000);
});
