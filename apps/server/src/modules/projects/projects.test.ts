import { addDays, indiaDate, PROJECT_MESSAGES, type ProposalKindId, writtenDay } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { proposalCollaborators, projectTranches } from '../../db/schema/index.js';
import { listReminders } from '../reminders/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { multipart, pdf } from '../../test/multipart.js';
import { insertProposalOf } from '../../test/proposals.js';
import { type Person, projectPeople, releaseTranche } from '../../test/projects.js';
import { bearer } from '../../test/users.js';
import { sendReportReminders } from './operations/report-reminders.js';

let ctx: TestContext;
let adminToken: string;
let owner: Person;
let partner: Person;
let stranger: Person;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  ({ adminToken, owner, partner, stranger } = await projectPeople(ctx));
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const today = () => indiaDate();
const admin = () => bearer(adminToken);

/** An APPROVED funding proposal of the owner's, naming the partner. */
async function approved(kind: ProposalKindId = 'openInnovation', status: 'APPROVED' | 'UNDER_REVIEW' = 'APPROVED', title = `Funded ${kind}`): Promise<string> {
  const id = await insertProposalOf(ctx, owner.id, kind, { status, title });
  await ctx.app.db.insert(proposalCollaborators).values({ proposalId: id, userId: partner.id });
  return id;
}

/** Milestones: two before the midpoint of a one-year project, one after, the last at the end. */
function terms(start = addDays(today(), -200), cost = 1_000_000) {
  return {
    approvedCost: cost,
    startDate: start,
    milestones: [
      { title: 'Lab trials', dueDate: addDays(start, 60), deliverable: 'Trial report' },
      { title: 'Pilot design', dueDate: addDays(start, 150), deliverable: 'Design dossier' },
      { title: 'Pilot run', dueDate: addDays(start, 300), deliverable: 'Pilot data' },
      { title: 'Final report', dueDate: addDays(start, 365), deliverable: 'Completion report' },
    ],
  };
}

const setUp = (id: string, body: unknown = terms(), headers = admin()) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/projects/${id}`, headers, payload: body as object });
const get = (id: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers });
const release = (id: string, n: number, body?: object) => releaseTranche(ctx, adminToken, id, n, body);
function agreement(id: string, headers = admin()) {
  const form = multipart({}, [{ field: 'agreement', name: 'agreement.pdf', type: 'application/pdf', data: pdf('Agreement') }]);
  return ctx.app.inject({ method: 'POST', url: `/api/admin/projects/${id}/agreement`, headers: { ...headers, ...form.headers }, payload: form.payload });
}
function report(id: string, token: string, fields: Record<string, string>, file = true) {
  const form = multipart(
    { text: 'Trials done: results attached.', ...fields },
    file ? [{ field: 'file', name: 'report.pdf', type: 'application/pdf', data: pdf('Report') }] : [],
  );
  return ctx.app.inject({ method: 'POST', url: `/api/projects/${id}/reports`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
}
const review = (id: string, reportId: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/projects/${id}/reports/${reportId}/review`, headers: admin(), payload: body });
type Report = {
  id: string;
  type: string;
  milestoneIndex: number | null;
  quarter: string | null;
  status: string;
  entries: { action: string; text: string; by: { name: string; isAdmin: boolean } | null; document: { url: string } | null }[];
};
const reportOf = async (id: string, milestoneIndex: number): Promise<Report> =>
  ((await get(id, admin())).json().data.reports as Report[]).find((r) => r.milestoneIndex === milestoneIndex)!;
async function accept(id: string, milestoneIndex: number) {
  expect((await report(id, owner.token, { type: 'MILESTONE', milestoneIndex: String(milestoneIndex) })).statusCode).toBe(201);
  const r = await reportOf(id, milestoneIndex);
  expect((await review(id, r.id, { decision: 'ACCEPTED' })).statusCode).toBe(200);
}

describe('the grant and its tranches', () => {
  it.each([
    ['challenge', 100, 1_234_567, 1_234_567, [493_826, 493_826, 246_915]],
    ['openInnovation', 60, 1_234_567, 740_740, [296_296, 296_296, 148_148]],
    ['startup', 75, 1_234_567, 925_925, [370_370, 370_370, 185_185]],
    ['openInnovation', 60, 1, 0, [0, 0, 0]],
    ['startup', 75, 99_999, 74_999, [29_999, 29_999, 15_001]],
  ] as const)('%s (share %i), cost %i: grant %i, tranches %j', async (kind, share, cost, grant, tranches) => {
    const id = await approved(kind);
    const res = await setUp(id, terms(undefined, cost));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ proposalId: id, approvedCost: cost, share, grant, released: 0, agreement: null });
    expect(data.tranches.map((t: { amount: number }) => t.amount)).toEqual(tranches);
    expect((tranches as readonly number[]).reduce((a, b) => a + b, 0)).toBe(grant);
    expect(data.tranches.map((t: { number: number; releasedOn: null; transactionRef: null }) => [t.number, t.releasedOn, t.transactionRef])).toEqual([
      [1, null, null],
      [2, null, null],
      [3, null, null],
    ]);
  });

  it('is set up only on an APPROVED funding proposal (409), and a missing one is a 404', async () => {
    expect((await setUp(await approved('openInnovation', 'UNDER_REVIEW'))).statusCode).toBe(409);
    const post = await insertProposalOf(ctx, owner.id, 'problem', { status: 'APPROVED' });
    const res = await setUp(post);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROJECT_MESSAGES.notFundingApproved);
    expect((await setUp('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses bad terms with field errors: no milestones, 13, out of order, before the start, fractions', async () => {
    const base = terms();
    const cases: [unknown, string[]][] = [
      [{ ...base, milestones: [] }, ['body', 'milestones']],
      [{ ...base, milestones: Array.from({ length: 13 }, () => base.milestones[0]) }, ['body', 'milestones']],
      [{ ...base, milestones: [base.milestones[1], base.milestones[0]] }, ['body', 'milestones', '1', 'dueDate']],
      [{ ...base, milestones: [{ ...base.milestones[0], dueDate: addDays(base.startDate, -1) }] }, ['body', 'milestones', '0', 'dueDate']],
      [{ ...base, approvedCost: 1000.5 }, ['body', 'approvedCost']],
      [{ ...base, startDate: '2026-02-30' }, ['body', 'startDate']],
    ];
    const id = await approved();
    for (const [body, path] of cases) {
      const res = await setUp(id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors.map((e: { path: (string | number)[] }) => e.path.map(String))).toContainEqual(path);
    }
  });
});

describe('tranche conditions', () => {
  it('holds each tranche until its condition, naming what is unmet, then releases it', async () => {
    const id = await approved();
    await setUp(id);
    let res = await release(id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROJECT_MESSAGES.trancheNeedsAgreement);
    expect(res.json()).toMatchObject({ key: 'project_trancheNeedsAgreement' });
    res = await release(id, 2);
    // The refusal by key with its values, for the reader's language (decision 228); the English kept.
    expect(res.json()).toEqual({ status: 'error', message: 'Release tranche 1 first', key: 'project_trancheEarlierFirst', params: { previous: 1 } });

    expect((await agreement(id)).statusCode).toBe(200);
    res = await release(id, 1, { releasedOn: today(), transactionRef: 'UTR-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ released: 240_000, tranches: [{ number: 1, releasedOn: today(), transactionRef: 'UTR-0001' }, {}, {}] });
    res = await release(id, 1);
    expect([res.statusCode, res.json().message]).toEqual([409, 'Tranche 1 was already released']);

    // The midpoint of a 365-day project is day 182: milestones 1 and 2 (days 60, 150) must be accepted.
    res = await release(id, 2);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Tranche 2 waits for validated milestones: Milestone 1 "Lab trials", Milestone 2 "Pilot design" not accepted yet',
    ]);
    expect(res.json()).toMatchObject({ key: 'project_trancheNeedsMidpoint', params: { milestones: '1, 2' } });
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: admin() })).json().data.tranches[1];
    expect(shown).toMatchObject({ unmetMessage: { key: 'project_trancheNeedsMidpoint', params: { milestones: '1, 2' } } });
    await accept(id, 0);
    res = await release(id, 2);
    expect(res.json().message).toBe('Tranche 2 waits for validated milestones: Milestone 2 "Pilot design" not accepted yet');
    res = await release(id, 3);
    expect(res.json().message).toBe('Release tranche 2 first');
    await accept(id, 1);
    expect((await release(id, 2)).statusCode).toBe(200);

    res = await release(id, 3);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Tranche 3 waits for completion: the final milestone report (Milestone 4 "Final report") is not accepted yet',
    ]);
    await accept(id, 2);
    expect((await release(id, 3)).statusCode).toBe(409);
    await accept(id, 3);
    res = await release(id, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ grant: 600_000, released: 600_000 });
  });

  it('a one-milestone project: tranche 2 and 3 both wait for its acceptance', async () => {
    const id = await approved('startup');
    const start = addDays(today(), -30);
    await setUp(id, { approvedCost: 100_000, startDate: start, milestones: [{ title: 'Prototype', dueDate: addDays(start, 20), deliverable: 'A prototype' }] });
    await agreement(id);
    expect((await release(id, 1)).statusCode).toBe(200);
    expect((await release(id, 2)).json().message).toContain('Milestone 1 "Prototype"');
    await accept(id, 0);
    expect((await release(id, 2)).statusCode).toBe(200);
    expect((await release(id, 3)).statusCode).toBe(200);
  });

  it('refuses a release dated in the future, and a bad reference', async () => {
    const id = await approved();
    await setUp(id);
    await agreement(id);
    expect((await release(id, 1, { releasedOn: addDays(today(), 2), transactionRef: 'UTR-9' })).statusCode).toBe(400);
    expect((await release(id, 1, { releasedOn: today(), transactionRef: 'UTR 9; drop' })).statusCode).toBe(400);
  });

  it('two releases at once: one is released, the other refused, and never more than the grant', async () => {
    const id = await approved('challenge');
    await setUp(id, terms(undefined, 777_777));
    await agreement(id);
    const [a, b] = await Promise.all([release(id, 1), release(id, 1)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await accept(id, 0);
    await accept(id, 1);
    const [c, d] = await Promise.all([release(id, 2), release(id, 3)]);
    expect(c.statusCode).toBe(200);
    expect(d.statusCode).toBe(409);
    const rows = await ctx.app.db.select().from(projectTranches).where(eq(projectTranches.proposalId, id));
    expect(rows.map((r) => r.number).sort()).toEqual([1, 2]);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBeLessThanOrEqual(777_777);
  });

  it('fixes the terms once a tranche is released', async () => {
    const id = await approved();
    expect((await setUp(id)).statusCode).toBe(200);
    expect((await setUp(id, terms(undefined, 2_000_000))).json().data.grant).toBe(1_200_000);
    await agreement(id);
    await release(id, 1);
    const res = await setUp(id, terms(undefined, 3_000_000));
    expect([res.statusCode, res.json().message]).toEqual([409, PROJECT_MESSAGES.termsFixed]);
  });
});

describe('reports', () => {
  it('goes SUBMITTED → CHANGES_REQUESTED → SUBMITTED → ACCEPTED, the thread in order', async () => {
    const id = await approved();
    await setUp(id);
    let res = await report(id, partner.token, { type: 'MILESTONE', milestoneIndex: '0', text: 'First draft' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await report(id, owner.token, { type: 'MILESTONE', milestoneIndex: '0' })).json().message).toBe(PROJECT_MESSAGES.reportAlreadyPending);
    const r = await reportOf(id, 0);
    expect(r.status).toBe('SUBMITTED');
    // Asking for changes without a message is refused on the message field, saying what is missing.
    const bare = await review(id, r.id, { decision: 'CHANGES_REQUESTED' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ path: ['body', 'message'], message: PROJECT_MESSAGES.reviewMessageRequired, key: 'project_reviewMessageRequired' }]);
    expect((await review(id, r.id, { decision: 'CHANGES_REQUESTED', message: 'Add the hardness data.' })).statusCode).toBe(200);
    expect((await review(id, r.id, { decision: 'ACCEPTED' })).json().message).toBe(PROJECT_MESSAGES.reportNotAwaitingReview);
    expect((await reportOf(id, 0)).status).toBe('CHANGES_REQUESTED');
    res = await report(id, owner.token, { type: 'MILESTONE', milestoneIndex: '0', text: 'With hardness data' });
    expect(res.statusCode).toBe(201);
    expect((await review(id, r.id, { decision: 'ACCEPTED', message: 'Thank you.' })).statusCode).toBe(200);
    const done = await reportOf(id, 0);
    expect(done.status).toBe('ACCEPTED');
    expect(done.entries.map((e) => [e.action, e.text, e.by?.name, Boolean(e.document)])).toEqual([
      ['SUBMITTED', 'First draft', 'Ravi Partner', true],
      ['CHANGES_REQUESTED', 'Add the hardness data.', expect.any(String), false],
      ['SUBMITTED', 'With hardness data', 'Meera Grantee', true],
      ['ACCEPTED', 'Thank you.', expect.any(String), false],
    ]);
    expect((await report(id, owner.token, { type: 'MILESTONE', milestoneIndex: '0' })).json().message).toBe(PROJECT_MESSAGES.reportAlreadyAccepted);
    const project = (await get(id, bearer(owner.token))).json().data;
    expect(project.milestones[0].reportStatus).toBe('ACCEPTED');
    expect(project.nextMilestone).toMatchObject({ index: 1, title: 'Pilot design' });
  });

  it('needs a document and a known milestone', async () => {
    const id = await approved();
    await setUp(id);
    let res = await report(id, owner.token, { type: 'MILESTONE', milestoneIndex: '0' }, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string[] }) => e.path)).toContainEqual(['body', 'file']);
    res = await report(id, owner.token, { type: 'MILESTONE', milestoneIndex: '7' });
    expect(res.statusCode).toBe(400);
    res = await report(id, owner.token, { type: 'WEEKLY' });
    expect(res.statusCode).toBe(400);
  });

  it("opens a quarter's progress report on its first day in India, not UTC", async () => {
    const id = await approved();
    await setUp(id, { ...terms('2026-01-10'), startDate: '2026-01-10' });
    const token = owner.token;
    vi.useFakeTimers({ toFake: ['Date'] });
    // 31 March, 23:59 in India: the April–June quarter has not begun.
    vi.setSystemTime(new Date('2026-03-31T18:29:00Z'));
    let res = await report(id, token, { type: 'QUARTERLY', quarter: '2026-Q2' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'A progress report for 2026-Q2 can be submitted from 2026-04-01']);
    expect((await report(id, token, { type: 'QUARTERLY', quarter: '2026-Q1' })).statusCode).toBe(201);
    // 1 April, 00:01 in India (still 31 March in UTC).
    vi.setSystemTime(new Date('2026-03-31T18:31:00Z'));
    res = await report(id, token, { type: 'QUARTERLY', quarter: '2026-Q2' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await report(id, token, { type: 'QUARTERLY', quarter: '2025-Q4' })).json().message).toBe('This project does not report on 2025-Q4');
    vi.useRealTimers();
    const project = (await get(id, bearer(token))).json().data;
    expect(project.quarters.slice(0, 3)).toEqual([
      { quarter: '2026-Q1', dueDate: '2026-04-15', opensOn: '2026-01-01', reportStatus: 'SUBMITTED' },
      { quarter: '2026-Q2', dueDate: '2026-07-15', opensOn: '2026-04-01', reportStatus: 'SUBMITTED' },
      { quarter: '2026-Q3', dueDate: '2026-10-15', opensOn: '2026-07-01', reportStatus: null },
    ]);
  });
});

describe('who may do what', () => {
  it('owner, collaborator and admin see the project; a stranger gets 404; only admins set up and release', async () => {
    const id = await approved();
    await setUp(id);
    expect((await get(id, bearer(owner.token))).statusCode).toBe(200);
    expect((await get(id, bearer(partner.token))).statusCode).toBe(200);
    expect((await get(id, admin())).statusCode).toBe(200);
    expect((await get(id, bearer(stranger.token))).statusCode).toBe(404);
    expect((await report(id, stranger.token, { type: 'MILESTONE', milestoneIndex: '0' })).statusCode).toBe(404);
    expect((await report(id, adminToken, { type: 'MILESTONE', milestoneIndex: '0' })).statusCode).toBe(404);
    expect((await setUp(id, terms(), bearer(owner.token))).statusCode).toBe(403);
    expect((await agreement(id, bearer(owner.token))).statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${id}/tranches/1/release`,
      headers: bearer(owner.token),
      payload: { releasedOn: today(), transactionRef: 'UTR-1' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("lists the caller's projects, as owner or collaborator, and no one else's", async () => {
    const id = await approved();
    await setUp(id);
    const mine = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/projects/mine', headers: bearer(token) }).then((r) => r.json().data as { proposalId: string }[]);
    expect((await mine(owner.token)).map((p) => p.proposalId)).toContain(id);
    expect((await mine(partner.token)).map((p) => p.proposalId)).toContain(id);
    expect(await mine(stranger.token)).toEqual([]);
  });
});

describe('mail, notifications and history', () => {
  it("tells owner and collaborator of each step, and the proposal's history shows every one", async () => {
    const id = await approved('openInnovation', 'APPROVED', 'Told at every step');
    const before = ctx.smtp.mails.length;
    await setUp(id);
    await agreement(id);
    await release(id, 1, { releasedOn: today(), transactionRef: 'UTR-HIST-1' });
    await report(id, owner.token, { type: 'MILESTONE', milestoneIndex: '0' });
    const r = await reportOf(id, 0);
    await review(id, r.id, { decision: 'CHANGES_REQUESTED', message: 'Add the data.' });
    await ctx.app.mailer.drain();
    const subjects = (email: string) =>
      ctx.smtp.mails
        .slice(before)
        .filter((m) => m.to.includes(email) && m.subject.includes('Told at every step'))
        .map((m) => m.subject);
    for (const person of [owner, partner]) {
      await expect.poll(() => subjects(person.email).length, { timeout: 10_000 }).toBe(4);
      expect(subjects(person.email).sort()).toEqual([
        expect.stringContaining('changes asked'),
        expect.stringContaining('the agreement'),
        expect.stringContaining('tranche 1'),
        expect.stringContaining('your project'),
      ]);
    }
    const mail = ctx.smtp.mails.find((m) => m.subject.includes('tranche 1 of "Told at every step"') && m.to.includes(owner.email))!;
    expect(mail.text).toContain('₹2,40,000');
    expect(mail.text).toContain(`/dashboard/projects/${id}`);
    const notes = (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(partner.token) })).json().data.items as {
      kind: string;
      title: string;
    }[];
    expect(notes.filter((n) => n.kind === 'PROJECT').map((n) => n.title)).toEqual(
      expect.arrayContaining(['Your project is set up', 'Funding agreement available', 'Tranche 1 released', 'Changes asked to a report']),
    );
    const history = (await ctx.app.inject({ method: 'GET', url: `/api/admin/proposals/${id}/history?limit=20`, headers: admin() })).json().data as {
      action: string;
      comment: string | null;
      note: { key: string; params: Record<string, unknown> } | null;
    }[];
    expect(history.map((h) => h.action)).toEqual([
      'PROJECT_REPORT_REVIEWED',
      'PROJECT_REPORT_SUBMITTED',
      'PROJECT_TRANCHE_RELEASED',
      'PROJECT_AGREEMENT_UPLOADED',
      'PROJECT_SET_UP',
    ]);
    expect(history[2]!.comment).toBe(`Tranche 1: ₹2,40,000 on ${today()}, reference UTR-HIST-1`);
    // Each note by key with its values as data (decision 228): the reader's page words them.
    expect(history.map((h) => h.note)).toEqual([
      { key: 'reportChangesWith', params: { milestone: 1, message: 'Add the data.' } },
      { key: 'reportSubmitted', params: { milestone: 1 } },
      { key: 'tranche', params: { n: 1, amount: 240_000, date: today(), ref: 'UTR-HIST-1' } },
      { key: 'agreement', params: { file: expect.any(String) } },
      { key: 'projectSetUp', params: expect.objectContaining({ grant: 600_000, date: expect.any(String) }) },
    ]);
  });

  it('the decision mail of an approved funding proposal names the next step', async () => {
    const id = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: 'To be approved' });
    const before = ctx.smtp.mails.length;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}/status`, headers: admin(), payload: { status: 'APPROVED' } });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(owner.email, { subject: /Accepted/, after: before });
    expect(mail.text).toContain('Next step: the project set-up.');
  });

  it('reminds of a report due in a week once, however many passes run', async () => {
    const id = await approved();
    const start = addDays(today(), -10);
    await setUp(id, {
      approvedCost: 500_000,
      startDate: start,
      milestones: [
        { title: 'Survey', dueDate: addDays(today(), 5), deliverable: 'Survey data' },
        { title: 'End', dueDate: addDays(today(), 200), deliverable: 'Report' },
      ],
    });
    const before = ctx.smtp.mails.length;
    const first = await sendReportReminders(ctx.app);
    expect(first).toBeGreaterThanOrEqual(1);
    const [again, concurrent] = await Promise.all([sendReportReminders(ctx.app), sendReportReminders(ctx.app)]);
    expect(again + concurrent).toBe(0);
    const keys = (await listReminders(ctx.app.db, 'project-report', id)).filter((r) => r.sentAt).map((r) => r.key);
    expect(keys).toContain('M0');
    expect(keys).not.toContain('M1');
    await ctx.smtp.waitFor(owner.email, { subject: /report of milestone 1 .* due/, after: before });
    await ctx.app.mailer.drain();
    expect(
      ctx.smtp.mails
        .slice(before)
        .filter((m) => m.to.includes(owner.email) && m.subject.includes(`due on ${writtenDay(addDays(today(), 5))}`) && m.subject.includes('milestone 1')),
    ).toHaveLength(1);
  });
});

describe("the committee's list", () => {
  it('filters by scheme, tranche due and reference, with totals of what it lists, and exports CSV', async () => {
    const a = await approved('startup');
    await setUp(a, terms(undefined, 200_000));
    await agreement(a);
    await release(a, 1, { releasedOn: today(), transactionRef: 'NEFT-LIST-42' });
    const b = await approved('startup');
    await setUp(b, terms(undefined, 100_001));
    await agreement(b);
    const list = (q: string) => ctx.app.inject({ method: 'GET', url: `/api/admin/projects?${q}`, headers: admin() }).then((r) => r.json());
    const byRef = await list('query=neft-list');
    expect(byRef.data.map((r: { proposalId: string }) => r.proposalId)).toEqual([a]);
    expect(byRef.totals).toEqual({ count: 1, withdrawn: 0, sanctioned: 150_000, released: 60_000, pending: 90_000, cancelled: 0 });
    const due = await list('scheme=startup&trancheDue=true');
    expect(due.data.map((r: { proposalId: string }) => r.proposalId)).toContain(b);
    expect(due.data.map((r: { proposalId: string }) => r.proposalId)).not.toContain(a);
    const all = await list('limit=100');
    expect(all.totals.sanctioned).toBe(all.data.reduce((s: number, r: { grant: number }) => s + r.grant, 0));
    expect(all.totals.pending).toBe(all.totals.sanctioned - all.totals.released);
    const overdue = await list('overdue=true&limit=100');
    expect(overdue.data.every((r: { overdueReports: number }) => r.overdueReports > 0)).toBe(true);
    const stats = (await ctx.app.inject({ method: 'GET', url: '/api/admin/projects/stats', headers: admin() })).json().data;
    expect(stats).toMatchObject({ sanctioned: all.totals.sanctioned, released: all.totals.released, pending: all.totals.pending });
    expect(stats.releasesByQuarter.reduce((s: number, q: { amount: number }) => s + q.amount, 0)).toBe(all.totals.released);
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/admin/projects/export?query=neft-list', headers: admin() });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain(`${a},Funded startup,Steel Startup Accelerator`);
    expect(csv.body.split('\r\n')[1]).toContain(',150000,60000,90000,');
  });
});
