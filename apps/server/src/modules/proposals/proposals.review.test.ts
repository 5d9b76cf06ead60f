import { PROPOSAL_KIND_IDS, PROPOSAL_KINDS } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, challengeMappings, clarifications, notifications, proposalCollaborators, proposals } from '../../db/schema/index.js';
import type { TestContext } from '../../test/app.js';
import { insertProposalOf, publishChallenge } from '../../test/proposals.js';
import { bearer, createAdminTestApp, registerSubmitter, registerVerifiedUser } from '../../test/users.js';
import { EXPORT_BATCH_SIZE } from './operations/list-proposals.js';

let ctx: TestContext;
let adminToken: string;
// Many proposals from a few accounts: the per-account write limits have their own test (proposals.collaborators.test.ts).
beforeAll(async () => ({ ctx, adminToken } = await createAdminTestApp({ rateLimitScale: 10 })));
afterAll(() => ctx.close());

const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((r) => r.id);
type User = Awaited<ReturnType<typeof registerVerifiedUser>>;

/** One proposal of every kind for the user; ids by kind. */
async function everyKind(user: User, title = 'Mine'): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const k of PROPOSAL_KIND_IDS) out[k] = await insertProposalOf(ctx, user.id, k, { title: `${title} ${k}` });
  return out;
}

describe('GET /proposals/user/me', () => {
  let me: User;
  let other: User;
  let mine: Record<string, string>;
  let theirs: Record<string, string>;
  beforeAll(async () => {
    me = await registerVerifiedUser(ctx);
    other = await registerVerifiedUser(ctx);
    mine = await everyKind(me);
    theirs = await everyKind(other, 'Theirs');
    await insertProposalOf(ctx, other.id, 'problem', { status: 'APPROVED' });
  });

  it("answers only the caller's own proposals, of every kind, never another user's", async () => {
    const res = await get('/api/proposals/user/me?limit=100', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', total: 6, page: 1, totalPages: 1 });
    expect(new Set(ids(res))).toEqual(new Set(Object.values(mine)));
    for (const k of PROPOSAL_KIND_IDS) {
      const kind = PROPOSAL_KINDS[k];
      const one = await get(`/api/proposals/user/me?category=${kind.category}&type=${kind.type}`, me.token);
      expect(ids(one)).toEqual([mine[k]]);
    }
    const row = res.json().data[0];
    expect(Object.keys(row).sort()).toEqual([
      'awaitingApplicant',
      'awaitsAccountApproval',
      'category',
      'challenge',
      'clarificationOverdue',
      'createdAt',
      'daysInReview',
      'focusArea',
      'id',
      'name',
      'orgName',
      'orgType',
      // The application's money (null where not given).
      'projectCost',
      'reference',
      'requestedGrant',
      // The evaluation round of a submitted funding proposal (null for the others).
      'round',
      'savedBy',
      'status',
      'submittedAt',
      'title',
      'type',
      'updatedAt',
    ]);
    expect(ids(await get('/api/proposals/user/me?limit=100', other.token))).not.toContain(mine.problem);
    expect((await get('/api/proposals/user/me')).statusCode).toBe(401);
  });

  it('filters by status', async () => {
    const approved = await get('/api/proposals/user/me?status=APPROVED', other.token);
    expect(approved.json().total).toBe(1);
    expect(ids(await get('/api/proposals/user/me?status=APPROVED', me.token))).toEqual([]);
    expect((await get('/api/proposals/user/me?status=LOST', me.token)).statusCode).toBe(400);
  });

  it('pages and sorts in SQL: newest first by default, title on request', async () => {
    const pager = await registerVerifiedUser(ctx);
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await insertProposalOf(ctx, pager.id, 'openInnovation', {
          title: `Paged ${String.fromCharCode(97 + ((i * 5) % 12))}`,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
    const p1 = await get('/api/proposals/user/me?page=1', pager.token);
    const p2 = await get('/api/proposals/user/me?page=2', pager.token);
    expect(p1.json()).toMatchObject({ total: 12, page: 1, totalPages: 2 });
    expect([...ids(p1), ...ids(p2)]).toEqual([...made].reverse());
    const byTitle = await get('/api/proposals/user/me?sortBy=title&sortOrder=asc&limit=12', pager.token);
    const titles = byTitle.json().data.map((r: { title: string }) => r.title);
    expect(titles).toEqual([...titles].sort());
  });

  it("GET /proposals/user/me/counts counts the caller's own by kind and status in one answer, every kind and status present", async () => {
    const counter = await registerVerifiedUser(ctx);
    const stranger = await registerVerifiedUser(ctx);
    await everyKind(counter, 'Counted');
    await insertProposalOf(ctx, counter.id, 'openInnovation', { status: 'APPROVED' });
    await insertProposalOf(ctx, counter.id, 'openInnovation', { status: 'REJECTED' });
    // Another's proposal that names the caller as a collaborator is not theirs to count.
    const strangers = await everyKind(stranger, 'Stranger');
    await ctx.app.db.insert(proposalCollaborators).values({ proposalId: strangers.startup!, userId: counter.id });

    const res = await get('/api/proposals/user/me/counts', counter.token);
    expect(res.statusCode).toBe(200);
    const { total, byKind } = res.json().data;
    expect(total).toBe(8);
    expect(Object.keys(byKind).sort()).toEqual([...PROPOSAL_KIND_IDS].sort());
    expect(byKind.openInnovation).toEqual({ total: 3, byStatus: { DRAFT: 0, SUBMITTED: 0, UNDER_REVIEW: 1, APPROVED: 1, REJECTED: 1 } });
    for (const k of ['problem', 'research', 'solution', 'startup', 'challenge'] as const) {
      expect(byKind[k]).toEqual({ total: 1, byStatus: { DRAFT: 0, SUBMITTED: 0, UNDER_REVIEW: 1, APPROVED: 0, REJECTED: 0 } });
    }
    // Each figure is the total the list it links to answers.
    const approved = await get('/api/proposals/user/me?category=INNOVATE&type=FUNDING_SUPPORT&status=APPROVED&limit=1', counter.token);
    expect(approved.json().total).toBe(byKind.openInnovation.byStatus.APPROVED);

    const newcomer = await registerVerifiedUser(ctx);
    const none = (await get('/api/proposals/user/me/counts', newcomer.token)).json().data;
    expect(none.total).toBe(0);
    expect(none.byKind.problem).toEqual({ total: 0, byStatus: { DRAFT: 0, SUBMITTED: 0, UNDER_REVIEW: 0, APPROVED: 0, REJECTED: 0 } });
    expect((await get('/api/proposals/user/me/counts')).statusCode).toBe(401);
  });

  it('with role=collaborator answers the proposals that name the caller, and only those', async () => {
    await ctx.app.db.insert(proposalCollaborators).values({ proposalId: theirs.openInnovation!, userId: me.id });
    const shared = await get('/api/proposals/user/me?role=collaborator', me.token);
    expect(ids(shared)).toEqual([theirs.openInnovation]);
    expect(ids(await get('/api/proposals/user/me?limit=100', me.token))).not.toContain(theirs.openInnovation);
    expect(ids(await get('/api/proposals/user/me?role=collaborator', other.token))).toEqual([]);
  });
});

describe('clarifications on proposals', () => {
  let owner: User;
  let collaborator: User;
  let stranger: User;
  let byKind: Record<string, string>;
  beforeAll(async () => {
    owner = await registerVerifiedUser(ctx);
    collaborator = await registerVerifiedUser(ctx);
    stranger = await registerVerifiedUser(ctx);
    byKind = await everyKind(owner, 'Asked');
    await ctx.app.db.insert(proposalCollaborators).values({ proposalId: byKind.startup!, userId: collaborator.id });
  });
  const ask = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/profileclarification', headers: bearer(adminToken), payload });

  it('every kind is askable with its own post_type; mailed to the owner whatever `email` says, audited and notified', async () => {
    const start = ctx.smtp.mails.length;
    for (const k of PROPOSAL_KIND_IDS) {
      const after = ctx.smtp.mails.length;
      const text = `Clarify the ${k} budget`;
      const res = await ask({ post_id: byKind[k], post_type: PROPOSAL_KINDS[k].postType, email: stranger.email, clarification: text });
      expect(res.statusCode).toBe(200);
      const mail = await ctx.smtp.waitFor(owner.email, { after, subject: /clarification/i });
      expect(mail.text).toContain(text);
      expect(mail.text).toContain(`Asked ${k}`);
      const [audit] = await ctx.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, byKind[k]!), eq(auditLog.action, 'CLARIFICATION_REQUESTED')));
      expect(audit).toMatchObject({ entityType: 'proposal', after: { postType: PROPOSAL_KINDS[k].postType, comment: text } });
    }
    await ctx.app.mailer.drain();
    expect(ctx.smtp.mails.slice(start).filter((m) => m.to.includes(stranger.email))).toEqual([]);
    const notes = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes.filter((n) => n.kind === 'CLARIFICATION')).toHaveLength(6);
    expect(notes.map((n) => n.link)).toContain(PROPOSAL_KINDS.startup.detailPath(byKind.startup!));
    expect(await ctx.app.db.select().from(notifications).where(eq(notifications.userId, stranger.id))).toEqual([]);
  });

  it("a post_type that does not match the proposal's kind is a 400 and stores, mails and notifies nothing", async () => {
    const before = (await ctx.app.db.select().from(clarifications).where(eq(clarifications.postId, byKind.problem!))).length;
    const mails = ctx.smtp.mails.length;
    const res = await ask({ post_id: byKind.problem, post_type: 'RESEARCH', email: owner.email, clarification: 'Wrong kind' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toEqual(['body', 'post_type']);
    expect(await ctx.app.db.select().from(clarifications).where(eq(clarifications.postId, byKind.problem!))).toHaveLength(before);
    await ctx.app.mailer.drain();
    expect(ctx.smtp.mails).toHaveLength(mails);
    expect((await ask({ post_id: byKind.problem, post_type: 'USER', clarification: 'A user id?' })).statusCode).toBe(404);
  });

  it('GET /proposals/clearifications/{id}: owner, collaborator and admin read them newest first; anyone else 404', async () => {
    await ask({ post_id: byKind.startup, post_type: 'STARTUP_STEEL', clarification: 'Second question' });
    for (const token of [owner.token, collaborator.token, adminToken]) {
      const res = await get(`/api/proposals/clearifications/${byKind.startup}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((c: { comment: string }) => c.comment)).toEqual(['Second question', 'Clarify the startup budget']);
    }
    const hidden = await get(`/api/proposals/clearifications/${byKind.startup}`, stranger.token);
    const missing = await get('/api/proposals/clearifications/00000000-0000-4000-8000-000000000000', stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
    expect((await get(`/api/proposals/clearifications/${byKind.startup}`)).statusCode).toBe(401);
    // The collaborator of one proposal sees nothing of the owner's others.
    expect((await get(`/api/proposals/clearifications/${byKind.problem}`, collaborator.token)).statusCode).toBe(404);
  });
});

describe('PATCH /proposals/{id}/status', () => {
  let owner: User;
  let id: string;
  beforeAll(async () => {
    owner = await registerVerifiedUser(ctx);
    id = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: 'Coke oven heat recovery' });
  });
  const patch = (token: string | null, payload: unknown, target = id) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${target}/status`, headers: token ? bearer(token) : {}, payload: payload as object });

  it('is for admins only: anonymous 401, a user (even the owner) 403, and nothing changes', async () => {
    expect((await patch(null, { status: 'APPROVED' })).statusCode).toBe(401);
    expect((await patch(owner.token, { status: 'APPROVED' })).statusCode).toBe(403);
    const [row] = await ctx.app.db.select().from(proposals).where(eq(proposals.id, id));
    expect(row!.status).toBe('UNDER_REVIEW');
  });

  it('refuses any other status with a 400 and an unknown proposal with a 404', async () => {
    for (const status of ['DRAFT', 'SUBMITTED', 'approved', '', null]) expect((await patch(adminToken, { status })).statusCode).toBe(400);
    expect((await patch(adminToken, {})).statusCode).toBe(400);
    expect((await patch(adminToken, { status: 'APPROVED' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('changes the status, audits before and after, mails and notifies the applicant', async () => {
    const after = ctx.smtp.mails.length;
    const res = await patch(adminToken, { status: 'APPROVED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Proposal Status update successfully!', data: { id, status: 'APPROVED' } });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'PROPOSAL_STATUS_CHANGED')));
    expect(audit).toMatchObject({ entityType: 'proposal', before: { status: 'UNDER_REVIEW' }, after: { status: 'APPROVED' } });
    const mail = await ctx.smtp.waitFor(owner.email, { after, subject: /Accepted/ });
    expect(mail.text).toContain('Coke oven heat recovery');
    const notes = await get('/api/notifications', owner.token);
    expect(notes.json().data.unread).toBe(1);
    expect(notes.json().data.items[0]).toMatchObject({ kind: 'PROPOSAL_STATUS', link: PROPOSAL_KINDS.openInnovation.detailPath(id), readAt: null });
    expect(ids(await get('/api/proposals/user/me?status=APPROVED', owner.token))).toEqual([id]);
  });

  it('saving the status it already has is no decision: nothing audited, mailed or notified (the rule users follow too)', async () => {
    const before = ctx.smtp.mails.length;
    const audits = async () =>
      (
        await ctx.app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'PROPOSAL_STATUS_CHANGED')))
      ).length;
    const auditsBefore = await audits();
    const unreadBefore = (await get('/api/notifications', owner.token)).json().data.unread;
    const res = await patch(adminToken, { status: 'APPROVED', message: 'Saved again' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'APPROVED' });
    // A real change after it is still mailed, so the mail of the repeat would have arrived before it.
    expect((await patch(adminToken, { status: 'REJECTED' })).statusCode).toBe(200);
    await ctx.smtp.waitFor(owner.email, { after: before, subject: /Rejected/ });
    expect(ctx.smtp.mails.slice(before).filter((m) => m.to.includes(owner.email))).toHaveLength(1);
    expect(await audits()).toBe(auditsBefore + 1);
    expect((await get('/api/notifications', owner.token)).json().data.unread).toBe(unreadBefore + 1);
  });
});

describe('GET /admin/proposals', () => {
  let tag: string;
  let a: User;
  let rows: Record<string, string>;
  let challengeId: string;
  beforeAll(async () => {
    tag = `z${Date.now().toString(36)}`;
    a = await registerSubmitter(ctx, { organizationCategory: 'Academia', organization: 'IIT Madras' });
    const b = await registerSubmitter(ctx, { organizationCategory: 'MSME', organization: 'Kalinga Alloys' });
    rows = {
      title: await insertProposalOf(ctx, a.id, 'research', { title: `${tag} 100% hydrogen`, focusArea: ['Operational Excellence'] }),
      name: await insertProposalOf(ctx, b.id, 'problem', { title: 'Slag', name: `Meera ${tag}`, status: 'APPROVED', focusArea: ['Digital and Industry 4.0'] }),
      org: await insertProposalOf(ctx, b.id, 'challenge', { title: 'Sinter', orgName: `Tata ${tag} Steel`, status: 'REJECTED' }),
    };
    challengeId = await publishChallenge(ctx, adminToken);
    await ctx.app.db.insert(challengeMappings).values({ challengeId, proposalId: rows.org! });
  });
  const list = (qs: string) => get(`/api/admin/proposals?limit=100&${qs}`, adminToken);

  it('is for admins only', async () => {
    expect((await get('/api/admin/proposals')).statusCode).toBe(401);
    expect((await get('/api/admin/proposals', a.token)).statusCode).toBe(403);
  });

  it('searches title, applicant name and organisation, wildcards taken literally; status omitted means every status', async () => {
    expect(new Set(ids(await list(`query=${tag}`)))).toEqual(new Set(Object.values(rows)));
    expect(ids(await list(`query=${encodeURIComponent(`${tag} 100%`)}`))).toEqual([rows.title]);
    expect(ids(await list(`query=${encodeURIComponent(`${tag} 1_0%`)}`))).toEqual([]);
    expect(ids(await list(`query=meera ${tag}`))).toEqual([rows.name]);
  });

  it('filters by category, type, status, focus area, organisation, organisation category and challenge', async () => {
    const q = `query=${tag}`;
    expect(ids(await list(`${q}&category=STEELCOLLAB&type=PROBLEM`))).toEqual([rows.name]);
    expect(ids(await list(`${q}&category=CHALLENGE`))).toEqual([rows.org]);
    expect(ids(await list(`${q}&status=REJECTED`))).toEqual([rows.org]);
    expect(ids(await list(`${q}&status=UNDER_REVIEW`))).toEqual([rows.title]);
    expect(ids(await list(`${q}&focusArea=${encodeURIComponent('Digital and Industry 4.0')}`))).toEqual([rows.name]);
    expect(ids(await list(`organization=${encodeURIComponent(`tata ${tag}`)}`))).toEqual([rows.org]);
    expect(ids(await list(`${q}&organizationCategory=Academia`))).toEqual([rows.title]);
    expect(new Set(ids(await list(`${q}&organizationCategory=MSME`)))).toEqual(new Set([rows.name, rows.org]));
    expect(ids(await list(`challengeId=${challengeId}`))).toEqual([rows.org]);
    expect((await list('status=ALL')).statusCode).toBe(400);
    expect((await list('challengeId=nope')).statusCode).toBe(400);
  });

  it("filters by the month of submission in India time, the dashboard chart's links", async () => {
    const m = `m${Date.now().toString(36)}`;
    // 31 Jan 2026 23:59 in India is still January; 00:00 on 1 Feb in India (18:30 UTC the day before) is February.
    const lastOfJanuary = await insertProposalOf(ctx, a.id, 'openInnovation', { title: `${m} jan`, createdAt: new Date('2026-01-31T18:29:59Z') });
    const firstOfFebruary = await insertProposalOf(ctx, a.id, 'openInnovation', { title: `${m} feb`, createdAt: new Date('2026-01-31T18:30:00Z') });
    const december = await insertProposalOf(ctx, a.id, 'openInnovation', { title: `${m} dec`, createdAt: new Date('2025-12-15T06:00:00Z') });
    expect(ids(await list(`query=${m}&month=2026-01`))).toEqual([lastOfJanuary]);
    expect(ids(await list(`query=${m}&month=2026-02`))).toEqual([firstOfFebruary]);
    expect(ids(await list(`query=${m}&month=2025-12`))).toEqual([december]);
    expect(ids(await list(`query=${m}&month=2026-03`))).toEqual([]);
    const csv = await get(`/api/admin/proposals/export?query=${m}&month=2026-02`, adminToken);
    expect(csv.body).toContain(`${m} feb`);
    expect(csv.body).not.toContain(`${m} jan`);
    for (const bad of ['2026-13', '2026-1', 'january', '2026-00']) expect((await list(`month=${bad}`)).statusCode, bad).toBe(400);
  });
});

describe('GET /admin/proposals/export', () => {
  it('streams every matching row as CSV with a header row, quoting and formula-safe cells; admins only', async () => {
    const user = await registerVerifiedUser(ctx);
    const tag = `x${Date.now().toString(36)}`;
    await insertProposalOf(ctx, user.id, 'startup', {
      title: `=HYPERLINK("http://evil") ${tag}`,
      orgName: 'Steel, "Works" Ltd',
      focusArea: ['Operational Excellence', 'Digital and Industry 4.0'],
    });
    await insertProposalOf(ctx, user.id, 'startup', { title: `Line\nbreak ${tag}`, name: '+91 caller', status: 'REJECTED' });
    await insertProposalOf(ctx, user.id, 'problem', { title: `Other kind ${tag}` });
    const url = `/api/admin/proposals/export?query=${tag}&category=CHALLENGE&type=FUNDING_SUPPORT&sortBy=title&sortOrder=asc`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, user.token)).statusCode).toBe(403);
    const res = await get(url, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="proposals-steel-startup-accelerator-proposal-search-x[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Reference,Title,Scheme,Status,Applicant,E-mail,Mobile,Organization,Organization category,Focus areas,Submitted at (IST),Started at (IST),Updated at (IST)',
    );
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"") ${tag}",Steel Startup Accelerator proposal,Under Review by Appraisal Committee,Asha Rao,`);
    expect(res.body).toContain(`"Steel, ""Works"" Ltd",,Operational Excellence; Digital and Industry 4.0,`);
    expect(res.body).toContain(`"Line\nbreak ${tag}",Steel Startup Accelerator proposal,Rejected,'+91 caller,`);
    expect(res.body).not.toContain('Other kind');
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it('reads past one batch without skipping or repeating a row, even when every row has the same time', async () => {
    const user = await registerVerifiedUser(ctx);
    const tag = `b${Date.now().toString(36)}`;
    const at = new Date('2026-03-01T10:00:00.123456Z');
    const n = EXPORT_BATCH_SIZE + 7;
    const made = await ctx.app.db
      .insert(proposals)
      .values(
        Array.from({ length: n }, (_, i) => ({
          userId: user.id,
          category: 'STEELCOLLAB' as const,
          type: 'PROBLEM' as const,
          name: 'N',
          email: 'n@example.in',
          mobile: '1',
          title: `${tag} ${i}`,
          createdAt: at,
        })),
      )
      .returning({ id: proposals.id });
    const res = await get(`/api/admin/proposals/export?query=${tag}`, adminToken);
    const exported = res.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(exported).toHaveLength(n);
    expect(new Set(exported)).toEqual(new Set(made.map((r) => r.id)));
  });
});
