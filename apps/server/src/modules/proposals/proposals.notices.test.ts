import { PATHS, PROPOSAL_KINDS } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, createAdminTestApp, registerSubmitter, registerUser } from '../../test/users.js';

// What a user notices in the mails, the admin's notifications and the export (issue 23).
const APP_URL = 'https://portal.srtmi.test';
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => ({ ctx, adminToken } = await createAdminTestApp({ appUrl: APP_URL })));
afterAll(() => ctx.close());

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
type Note = { kind: string; title: string; body: string; link: string | null; readAt: string | null };
const adminNotes = async (link: string): Promise<Note[]> =>
  (await get('/api/notifications', adminToken)).json().data.items.filter((n: Note) => n.link === link);
const hrefs = (html: string) => [...html.matchAll(/<a(?:\s[^>]*)?\shref="([^"]+)"/g)].map((m) => m[1]);

describe('mails', () => {
  it('the verification mail links to the verify-email page at APP_URL and has no fixed-width layout', async () => {
    const reg = await registerUser(ctx);
    const mail = await ctx.smtp.waitFor(reg.email, { subject: /verification code/ });
    expect(hrefs(mail.html)).toEqual([`${APP_URL}${PATHS.verifyEmail}`]);
    expect(mail.text).toContain(`${APP_URL}${PATHS.verifyEmail}`);
    expect(mail.html).not.toMatch(/width="560"/);
    expect(mail.html).toContain('max-width:560px');
  });

  it("a status change names the status by its label, carries the admin's message and links to the proposal", async () => {
    const owner = await registerSubmitter(ctx);
    // The Steel start up list shows raw codes; its mail still names the decision in words.
    const id = await insertProposalOf(ctx, owner.id, 'startup', { title: 'Slag cement start-up' });
    const after = ctx.smtp.mails.length;
    const message = 'Well argued.\nPlease send the pilot plan by March.';
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'APPROVED', message },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await ctx.smtp.waitFor(owner.email, { after, subject: /Accepted/ });
    expect(mail.subject).not.toContain('APPROVED');
    expect(mail.text).not.toContain('APPROVED');
    expect(mail.text).toContain(message);
    expect(hrefs(mail.html)).toEqual([`${APP_URL}${PROPOSAL_KINDS.startup.detailPath(id)}`]);
    const notes = (await get('/api/notifications', owner.token)).json().data.items as Note[];
    expect(notes[0]).toMatchObject({ kind: 'PROPOSAL_STATUS', title: 'Your Steel Startup Accelerator proposal is now Accepted' });
    expect(notes[0]!.body).toContain(message);
  });

  it('a status change without a message says none; a message too long or with control characters is a 400', async () => {
    const owner = await registerSubmitter(ctx);
    const id = await insertProposalOf(ctx, owner.id, 'problem', { title: 'Dust from the sinter plant' });
    const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}/status`, headers: bearer(adminToken), payload });
    expect((await patch({ status: 'REJECTED', message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await patch({ status: 'REJECTED', message: 'bad \u0007 bell' })).statusCode).toBe(400);
    const after = ctx.smtp.mails.length;
    expect((await patch({ status: 'REJECTED', message: '   ' })).statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(owner.email, { after, subject: /Rejected/ });
    expect(mail.text).not.toContain('Their message');
    expect(hrefs(mail.html)).toEqual([`${APP_URL}${PROPOSAL_KINDS.problem.detailPath(id)}`]);
  });
});

describe("the admin's notifications of submissions and edits", () => {
  let partner: { id: string };
  beforeAll(async () => {
    partner = await registerSubmitter(ctx, { organizationCategory: 'Academia' });
  });
  const openInnovation = (title: string) => validBody('openInnovation', { title, collaborators: [{ organisation: partner.id }] });
  it('a new submission notifies the admin; a burst of edits refreshes one unread notification instead of adding more', async () => {
    const owner = await registerSubmitter(ctx, { name: 'Meera Industry', organizationCategory: 'Industry' });
    const created = await sendProposal(ctx, owner.token, openInnovation('Waste heat to power'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const link = PROPOSAL_KINDS.openInnovation.adminDetailPath(id);
    const [submitted] = await adminNotes(link);
    expect(submitted).toMatchObject({ kind: 'PROPOSAL_SUBMITTED', title: 'New Open Innovation proposal: "Waste heat to power"', readAt: null });

    for (const title of ['Waste heat to power, v2', 'Waste heat to power, v3', 'Waste heat to power, v4']) {
      const res = await sendProposal(ctx, owner.token, openInnovation(title), { method: 'PATCH', id });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Still unread: the submission stays one, saying it was edited since.
    const afterEdits = await adminNotes(link);
    expect(afterEdits).toHaveLength(1);
    expect(afterEdits[0]).toMatchObject({ kind: 'PROPOSAL_SUBMITTED', readAt: null });
    expect(afterEdits[0]!.body).toContain('edited since');

    // Once read, the next edit is news again: one new notification, refreshed by the edits after it.
    await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(adminToken), payload: {} });
    for (const title of ['Waste heat to power, v5', 'Waste heat to power, v6']) {
      expect((await sendProposal(ctx, owner.token, openInnovation(title), { method: 'PATCH', id })).statusCode).toBe(200);
    }
    const notes = await adminNotes(link);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ kind: 'PROPOSAL_EDITED', title: 'Open Innovation proposal edited: "Waste heat to power, v6"', readAt: null });
    expect(notes[1]).toMatchObject({ kind: 'PROPOSAL_SUBMITTED' });
    expect(notes[1]!.readAt).not.toBeNull();
    // The applicant is not told of their own submission.
    expect((await get('/api/notifications', owner.token)).json().data.items.filter((n: Note) => n.link === link)).toEqual([]);
  });

  it('a save that changes nothing tells the admin nothing', async () => {
    const owner = await registerSubmitter(ctx, { organizationCategory: 'Industry' });
    const body = openInnovation('Unchanged title');
    const id = (await sendProposal(ctx, owner.token, body)).json().data.id as string;
    await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(adminToken), payload: {} });
    expect((await sendProposal(ctx, owner.token, body, { method: 'PATCH', id })).statusCode).toBe(200);
    const notes = await adminNotes(PROPOSAL_KINDS.openInnovation.adminDetailPath(id));
    expect(notes.filter((n) => n.readAt === null)).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('names statuses by their labels, gives times in India time and a file name that says the list and filters', async () => {
    const owner = await registerSubmitter(ctx);
    const tag = `csv${Date.now().toString(36)}`;
    // 20:00 UTC on 31 Jan is 01:30 on 1 Feb in India.
    await insertProposalOf(ctx, owner.id, 'startup', {
      title: `Rejected one ${tag}`,
      status: 'REJECTED',
      createdAt: new Date('2026-01-31T20:00:00Z'),
      updatedAt: new Date('2026-02-02T04:15:00Z'),
    });
    const res = await get(`/api/admin/proposals/export?query=${tag}&category=CHALLENGE&type=FUNDING_SUPPORT&status=REJECTED&month=2026-02`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="proposals-steel-startup-accelerator-proposal-rejected-2026-02-search-${tag}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [header, row] = res.body.split('\r\n');
    expect(header).toBe(
      'ID,Reference,Title,Scheme,Status,Applicant,E-mail,Mobile,Organization,Organization category,Focus areas,Submitted at (IST),Started at (IST),Updated at (IST)',
    );
    expect(row).toContain(`Rejected one ${tag},Steel Startup Accelerator proposal,Rejected,`);
    expect(row).toMatch(/,2026-02-01 01:30,2026-02-01 01:30,2026-02-02 09:45$/);
    expect(row).not.toContain('REJECTED');

    const all = await get('/api/admin/proposals/export', adminToken);
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="proposals-\d{4}-\d{2}-\d{2}\.csv"$/);
  });
});
