import {
  addDays,
  CLARIFICATION_REPLIES_PER_ACCOUNT_PER_HOUR,
  clarificationState,
  fillMessage,
  indiaDate,
  MESSAGES,
  PRODUCT_NAME,
  respondByBounds,
} from '@portal/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicantWaits, auditLog, clarifications, mailOutbox, notifications } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { listReminders } from '../reminders/index.js';
import { multipart, PNG, pdf } from '../../test/multipart.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let named: Awaited<ReturnType<typeof registerSubmitter>>;
let stranger: Awaited<ReturnType<typeof registerSubmitter>>;
let titleNo = 0;

const DAY = 86_400_000;
const today = () => indiaDate();

/** An Open Innovation proposal by `owner` naming `named`, with a title no other test uses. */
async function newProposal(): Promise<{ id: string; title: string }> {
  const title = `Thread test proposal ${++titleNo}`;
  const res = await sendProposal(ctx, owner.token, validBody('openInnovation', { title, collaborators: [{ organisation: named.id }] }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json().data.id as string, title };
}

const ask = (id: string, extra: Record<string, unknown> = {}, text = 'Please share the pilot plant data.') =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/profileclarification',
    headers: bearer(adminToken),
    payload: { post_id: id, post_type: 'INNOVATR_STEEL', clarification: text, ...extra },
  });
const threads = async (id: string, token = adminToken) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/proposals/clearifications/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    id: string;
    state: string;
    respondBy: string | null;
    replies: {
      side: string;
      author: string | null;
      text: string;
      file: { fileName: string; url: string } | null;
      changedFields: string[];
      respondBy: string | null;
    }[];
  }[];
};
const reply = (id: string, cid: string, token: string | null, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/clarifications/${cid}/replies`, headers: token ? bearer(token) : {}, payload });
const replyWithFile = (id: string, cid: string, token: string, text: string, file: { name: string; type: string; data: Buffer }) => {
  const form = multipart({ text }, [{ field: 'file', ...file }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/proposals/${id}/clarifications/${cid}/replies`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};
const followUp = (id: string, cid: string, payload: Record<string, unknown>, token = adminToken) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/proposals/${id}/clarifications/${cid}/follow-ups`, headers: bearer(token), payload });
const close = (id: string, cid: string, token = adminToken) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/proposals/${id}/clarifications/${cid}/close`, headers: bearer(token) });
const adminRow = async (title: string, query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/proposals?query=${encodeURIComponent(title)}${query}`, headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; awaitingApplicant: boolean; clarificationOverdue: boolean; daysInReview: number | null }[];
};
const details = async (id: string, token = owner.token) =>
  (await ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/details`, headers: bearer(token), payload: {} })).json().data;
const notificationsOf = async (userId: string, kind: string) =>
  Number(
    (
      await ctx.app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    )[0]!.n,
  );
const mailsTo = async (email: string, subject: RegExp) =>
  (await ctx.app.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => subject.test(m.subject)).length;

/** Asks a clarification on a new proposal; answers the proposal and the thread's id. */
async function askedProposal(extra: Record<string, unknown> = {}) {
  const p = await newProposal();
  expect((await ask(p.id, extra)).statusCode).toBe(200);
  const [thread] = await threads(p.id);
  return { ...p, cid: thread!.id };
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 10 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { name: 'Kavita Menon' });
  named = await registerSubmitter(ctx, { name: 'Arjun Iyer', organizationCategory: 'Academia', organization: 'NIT Trichy' });
  stranger = await registerSubmitter(ctx, { name: 'Meera Das', organizationCategory: 'Academia', organization: 'IIT Bombay' });
});
afterAll(() => ctx.close());

describe('asking with a date to answer by', () => {
  it('defaults to 14 days ahead (India), marks the proposal waiting on its applicant, and tells the owner and the collaborators', async () => {
    const p = await askedProposal();
    const [thread] = await threads(p.id);
    expect(thread).toMatchObject({ state: 'OPEN', respondBy: addDays(today(), 14), replies: [] });
    expect((await details(p.id)).awaitingApplicant).toBe(true);
    expect(await adminRow(p.title)).toMatchObject([{ id: p.id, awaitingApplicant: true, clarificationOverdue: false }]);
    expect(await adminRow(p.title, '&awaitingApplicant=true')).toHaveLength(1);
    expect(await adminRow(p.title, '&awaitingApplicant=false')).toHaveLength(0);
    for (const person of [owner, named]) {
      expect(await notificationsOf(person.id, 'CLARIFICATION')).toBeGreaterThan(0);
      expect(await mailsTo(person.email, /clarification requested/)).toBeGreaterThan(0);
    }
    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/clarifications/mine', headers: bearer(named.token) })).json().data;
    expect(mine).toContainEqual(
      expect.objectContaining({ id: p.cid, proposalId: p.id, proposalTitle: p.title, state: 'OPEN', respondBy: addDays(today(), 14) }),
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/clarifications/mine', headers: bearer(stranger.token) })).json().data).toEqual([]);
  });

  it('takes a date 1 to 60 days ahead and refuses others, and a date on a profile, with a 400 that stores nothing', async () => {
    const p = await newProposal();
    const bounds = respondByBounds();
    for (const respondBy of [today(), addDays(today(), 61), '2026-02-30', 'soon']) {
      const res = await ask(p.id, { respondBy });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toEqual(['body', 'respondBy']);
    }
    const user = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/profileclarification',
      headers: bearer(adminToken),
      payload: { post_id: owner.id, post_type: 'USER', clarification: 'Which plant?', respondBy: bounds.to },
    });
    expect(user.statusCode).toBe(400);
    expect(await ctx.app.db.select().from(clarifications).where(eq(clarifications.postId, p.id))).toHaveLength(0);
    expect((await ask(p.id, { respondBy: bounds.to })).statusCode).toBe(200);
    expect((await threads(p.id))[0]!.respondBy).toBe(addDays(today(), 60));
  });
});

describe('a thread', () => {
  it('takes replies from the owner and collaborators only: an admin 403, anyone else 404, signed out 401', async () => {
    const p = await askedProposal();
    expect((await reply(p.id, p.cid, adminToken, { text: 'Answering for them.' })).statusCode).toBe(403);
    expect((await reply(p.id, p.cid, stranger.token, { text: 'Not my proposal at all.' })).statusCode).toBe(404);
    expect((await reply(p.id, p.cid, null, { text: 'Who am I to answer?' })).statusCode).toBe(401);
    expect((await followUp(p.id, p.cid, { text: 'Owners do not ask follow-ups.' }, owner.token)).statusCode).toBe(403);
    expect((await close(p.id, p.cid, owner.token)).statusCode).toBe(403);
    const other = await newProposal();
    expect((await reply(other.id, p.cid, owner.token, { text: 'Wrong proposal for this thread.' })).statusCode).toBe(404);
    expect((await threads(p.id))[0]!.replies).toEqual([]);
  });

  it('validates a reply by the one text rule (10–4000) and files by the usual rules', async () => {
    const p = await askedProposal();
    for (const text of ['too short', 'x'.repeat(4001), 'bad \u0000 character here']) {
      const res = await reply(p.id, p.cid, owner.token, { text });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toEqual(['body', 'text']);
    }
    const png = await replyWithFile(p.id, p.cid, owner.token, 'Here is the picture of it.', { name: 'plant.png', type: 'image/png', data: PNG });
    expect(png.statusCode).toBe(415);
    const big = await replyWithFile(p.id, p.cid, owner.token, 'Here is the whole archive.', {
      name: 'big.pdf',
      type: 'application/pdf',
      data: Buffer.concat([pdf('x'), Buffer.alloc(11 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect((await threads(p.id))[0]!.replies).toEqual([]);
  });

  it('reads in order on both sides, with names, dates, attachments and the fields changed since the question; the admin who asked is told', async () => {
    const p = await askedProposal();
    // The owner edits one field while the question is open.
    const edit = await sendProposal(
      ctx,
      owner.token,
      validBody('openInnovation', { title: p.title, riskFactors: 'Hydrogen supply contracted for two years', collaborators: [{ organisation: named.id }] }),
      { method: 'PATCH', id: p.id, file: null },
    );
    expect(edit.statusCode).toBe(200);
    const adminId = (await ctx.app.db.select({ id: clarifications.requestedBy }).from(clarifications).where(eq(clarifications.id, p.cid)))[0]!.id!;
    const before = await notificationsOf(adminId, 'CLARIFICATION_REPLIED');
    const res = await replyWithFile(p.id, p.cid, named.token, 'The pilot data is attached; risks updated.', {
      name: 'pilot-data.pdf',
      type: 'application/pdf',
      data: pdf('Pilot data'),
    });
    expect(res.statusCode).toBe(201);
    expect(await notificationsOf(adminId, 'CLARIFICATION_REPLIED')).toBe(before + 1);
    // The admin reads the changed field under the question the form asks, not its data name.
    const [notice] = await ctx.app.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.kind, 'CLARIFICATION_REPLIED')));
    expect(notice!.body).toContain('Potential risks');
    expect(notice!.body).not.toContain('riskFactors');
    const answered = await ctx.app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `${PRODUCT_NAME}: clarification answered`));
    expect(answered.map((m) => m.text).find((t) => t.includes('The pilot data is attached'))).toContain('Fields changed since the question: Potential risks.');
    expect(await adminRow(p.title)).toMatchObject([{ awaitingApplicant: false }]);
    expect((await followUp(p.id, p.cid, { text: 'And the burner test results?', respondBy: addDays(today(), 7) })).statusCode).toBe(201);
    expect(await adminRow(p.title)).toMatchObject([{ awaitingApplicant: true }]);
    expect((await reply(p.id, p.cid, owner.token, { text: 'Burner results follow next week.' })).statusCode).toBe(201);
    const [thread] = await threads(p.id, owner.token);
    expect(thread!.state).toBe('ANSWERED');
    expect(thread!.replies.map((r) => [r.side, r.author, r.text])).toEqual([
      ['APPLICANT', 'Arjun Iyer', 'The pilot data is attached; risks updated.'],
      ['ADMIN', expect.any(String), 'And the burner test results?'],
      ['APPLICANT', 'Kavita Menon', 'Burner results follow next week.'],
    ]);
    expect(thread!.replies[0]!.changedFields).toEqual(['riskFactors']);
    expect(thread!.replies[0]!.file).toMatchObject({ fileName: 'pilot-data.pdf', url: expect.stringContaining('/api/files/') });
    expect((await ctx.app.inject({ method: 'GET', url: thread!.replies[0]!.file!.url })).statusCode).toBe(200);
    expect(thread!.replies[1]!.respondBy).toBe(addDays(today(), 7));
    expect(thread!.replies[2]!.changedFields).toEqual([]);
    // Audited, and in the proposal's history.
    const history = (await ctx.app.inject({ method: 'GET', url: `/api/admin/proposals/${p.id}/history?limit=50`, headers: bearer(adminToken) })).json()
      .data as { action: string; comment: string | null }[];
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['CLARIFICATION_REQUESTED', 'CLARIFICATION_REPLIED']));
    expect(history.filter((h) => h.action === 'CLARIFICATION_REPLIED').map((h) => h.comment)).toContain('Burner results follow next week.');
  });

  it('once closed takes no reply (409), no follow-up (409) and no second close (409), and no longer waits', async () => {
    const p = await askedProposal();
    expect((await close(p.id, p.cid)).statusCode).toBe(200);
    expect((await threads(p.id))[0]!.state).toBe('CLOSED');
    expect(await adminRow(p.title)).toMatchObject([{ awaitingApplicant: false }]);
    expect((await reply(p.id, p.cid, owner.token, { text: 'A late answer to it.' })).statusCode).toBe(409);
    expect((await followUp(p.id, p.cid, { text: 'One more question here.' })).statusCode).toBe(409);
    expect((await close(p.id, p.cid)).statusCode).toBe(409);
    const [closed] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'CLARIFICATION_CLOSED')));
    expect(closed).toMatchObject({ after: { clarificationId: p.cid } });
  });
});

describe('waiting and overdue across the India date line', () => {
  it('a date is overdue only once its whole day is over in India', () => {
    // 18:30 UTC is midnight in India.
    expect(clarificationState({ closed: false, waiting: true, respondBy: '2026-03-10' }, new Date('2026-03-10T18:29:59Z'))).toBe('OPEN');
    expect(clarificationState({ closed: false, waiting: true, respondBy: '2026-03-10' }, new Date('2026-03-10T18:30:00Z'))).toBe('OVERDUE');
    expect(clarificationState({ closed: true, waiting: false, respondBy: '2026-03-01' }, new Date('2026-03-10T18:30:00Z'))).toBe('CLOSED');
    expect(clarificationState({ closed: false, waiting: false, respondBy: '2026-03-01' }, new Date('2026-03-10T18:30:00Z'))).toBe('ANSWERED');
    // The bounds move with India's day, not UTC's.
    expect(respondByBounds(new Date('2026-03-10T18:29:59Z'))).toEqual({ from: '2026-03-11', to: '2026-05-09', default: '2026-03-24' });
    expect(respondByBounds(new Date('2026-03-10T18:30:00Z'))).toEqual({ from: '2026-03-12', to: '2026-05-10', default: '2026-03-25' });
  });

  it('the lists, the filter and the thread agree: the date itself still waits, the day after is overdue', async () => {
    const p = await askedProposal();
    await ctx.app.db.update(clarifications).set({ respondBy: today() }).where(eq(clarifications.id, p.cid));
    expect(await adminRow(p.title)).toMatchObject([{ awaitingApplicant: true, clarificationOverdue: false }]);
    expect((await threads(p.id))[0]!.state).toBe('OPEN');
    expect(await adminRow(p.title, '&awaitingApplicant=overdue')).toHaveLength(0);
    await ctx.app.db
      .update(clarifications)
      .set({ respondBy: addDays(today(), -1) })
      .where(eq(clarifications.id, p.cid));
    expect(await adminRow(p.title)).toMatchObject([{ awaitingApplicant: true, clarificationOverdue: true }]);
    expect(await adminRow(p.title, '&awaitingApplicant=overdue')).toHaveLength(1);
    expect((await threads(p.id))[0]!.state).toBe('OVERDUE');
    expect((await details(p.id)).clarificationOverdue).toBe(true);
  });
});

describe('days in review', () => {
  it('leave out two spans of waiting on the applicant, and sort the admin list', async () => {
    const now = Date.now();
    const tag = `Days in review ${now}`;
    const longest = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: `${tag} A`, createdAt: new Date(now - 30 * DAY - 3_600_000) });
    // 30 days under review, 5 + 3 of them waiting: 22.
    await ctx.app.db.insert(applicantWaits).values([
      { proposalId: longest, startedAt: new Date(now - 25 * DAY), endedAt: new Date(now - 20 * DAY) },
      { proposalId: longest, startedAt: new Date(now - 10 * DAY), endedAt: new Date(now - 7 * DAY) },
    ]);
    const waitingNow = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: `${tag} B`, createdAt: new Date(now - 40 * DAY - 3_600_000) });
    // 40 days, the last 15 still waiting: 25.
    await ctx.app.db.insert(applicantWaits).values({ proposalId: waitingNow, startedAt: new Date(now - 15 * DAY) });
    const decided = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: `${tag} C`, createdAt: new Date(now - 50 * DAY), status: 'APPROVED' });
    const rows = await adminRow(tag, '&sortBy=daysInReview&sortOrder=desc');
    expect(rows.map((r) => [r.id, r.daysInReview])).toEqual([
      [waitingNow, 25],
      [longest, 22],
      [decided, null],
    ]);
    expect((await adminRow(tag, '&sortBy=daysInReview&sortOrder=asc')).map((r) => r.id)).toEqual([decided, longest, waitingNow]);
  });

  it("counts on the database's clock, as the proposal's creation it starts from: an instance days ahead adds no days (decision 295)", async () => {
    // An instance whose clock is three days ahead of the database's asks a question on a proposal created
    // just now: the wait opens at the database's time, so the proposal has spent no day in review. (PGlite
    // runs in this process and reads its clock, so only PostgreSQL has a clock of its own to disagree with.)
    const realAdminToken = adminToken;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * DAY });
    try {
      adminToken = await signInAdmin(ctx);
      const title = `Thread test proposal ${++titleNo}`;
      const id = await insertProposalOf(ctx, owner.id, 'openInnovation', { title, status: 'SUBMITTED' });
      expect((await ask(id)).statusCode).toBe(200);
      expect(await adminRow(title)).toMatchObject([{ awaitingApplicant: true, daysInReview: 0 }]);
    } finally {
      vi.useRealTimers();
      adminToken = realAdminToken;
    }
  });

  it('a question opens one span however many threads wait, and it ends when the last is answered or closed', async () => {
    const p = await askedProposal();
    expect((await ask(p.id)).statusCode).toBe(200);
    const waits = () => ctx.app.db.select().from(applicantWaits).where(eq(applicantWaits.proposalId, p.id));
    expect(await waits()).toMatchObject([{ endedAt: null }]);
    const [second, first] = await threads(p.id);
    expect((await reply(p.id, first!.id, owner.token, { text: 'The first answer is here.' })).statusCode).toBe(201);
    expect(await waits()).toMatchObject([{ endedAt: null }]);
    expect((await close(p.id, second!.id)).statusCode).toBe(200);
    const [span] = await waits();
    expect(span!.endedAt).toBeInstanceOf(Date);
    expect(await adminRow(p.title)).toMatchObject([{ awaitingApplicant: false, daysInReview: 0 }]);
  });
});

describe('reminders', () => {
  it('mail and notify the applicants once, two days before the date; a follow-up reminds again', async () => {
    const p = await askedProposal({ respondBy: addDays(today(), 2) });
    const far = await askedProposal({ respondBy: addDays(today(), 3) });
    const reminders = async (email: string) => mailsTo(email, /please answer the clarification/);
    const before = { owner: await reminders(owner.email), named: await reminders(named.email) };
    await ctx.app.housekeeping.run();
    await ctx.app.housekeeping.run();
    expect(await reminders(owner.email)).toBe(before.owner + 1);
    expect(await reminders(named.email)).toBe(before.named + 1);
    expect((await listReminders(ctx.app.db, 'clarification', p.cid)).map((r) => r.sentAt)).toEqual([expect.any(Date)]);
    expect((await listReminders(ctx.app.db, 'clarification', far.cid)).map((r) => r.sentAt)).toEqual([null]);
    expect((await followUp(p.id, p.cid, { text: 'One more detail, please.', respondBy: addDays(today(), 1) })).statusCode).toBe(201);
    await ctx.app.housekeeping.run();
    expect(await reminders(owner.email)).toBe(before.owner + 2);
    // Answered: no reminder.
    const answered = await askedProposal({ respondBy: addDays(today(), 1) });
    expect((await reply(answered.id, answered.cid, owner.token, { text: 'Answered before the reminder.' })).statusCode).toBe(201);
    await ctx.app.housekeeping.run();
    expect(await reminders(owner.email)).toBe(before.owner + 2);
  });
});

describe('the replies’ rate limit', () => {
  it('takes an account’s 20 replies in an hour and refuses the next with 429 and the catalogue’s message; another account still replies', async () => {
    const own = await createTestApp({ rateLimitScale: 1 });
    try {
      const admin = await signInAdmin(own);
      const a = await registerSubmitter(own);
      const partner = await registerSubmitter(own, { organizationCategory: 'Academia', organization: 'NIT Calicut' });
      const res = await sendProposal(own, a.token, validBody('openInnovation', { collaborators: [{ organisation: partner.id }] }));
      const id = res.json().data.id as string;
      const asked = await own.app.inject({
        method: 'PUT',
        url: '/api/admin/profileclarification',
        headers: bearer(admin),
        payload: { post_id: id, post_type: 'INNOVATR_STEEL', clarification: 'Please share the pilot plant data.' },
      });
      expect(asked.statusCode).toBe(200);
      const [thread] = (await own.app.inject({ method: 'GET', url: `/api/proposals/clearifications/${id}`, headers: bearer(admin) })).json().data;
      const send = (token: string, i: number) =>
        own.app.inject({
          method: 'POST',
          url: `/api/proposals/${id}/clarifications/${thread.id}/replies`,
          headers: bearer(token),
          payload: { text: `Answer number ${i} to it.` },
        });
      for (let i = 0; i < CLARIFICATION_REPLIES_PER_ACCOUNT_PER_HOUR; i++) expect((await send(a.token, i)).statusCode).toBe(201);
      const refused = await send(a.token, 99);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain(fillMessage(MESSAGES.clarificationReplyLimit, { max: CLARIFICATION_REPLIES_PER_ACCOUNT_PER_HOUR }));
      expect((await send(partner.token, 100)).statusCode).toBe(201);
    } finally {
      await own.close();
    }
  }, 120_000);
});
