import { addDays, indiaDate, PROJECT_MESSAGES } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectTranches, proposalCollaborators, proposals } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { multipart, pdf } from '../../test/multipart.js';
import { insertProposalOf } from '../../test/proposals.js';
import { type Person, projectPeople, releaseTranche, uniqueRef } from '../../test/projects.js';
import { bearer } from '../../test/users.js';

/**
 * The money of a funded project (decisions 208, 209): it moves only while its proposal is APPROVED, a
 * withdrawal cancels what was not released, a release is corrected or reversed with a reason, and the
 * released total never exceeds the grant. On PGlite and PostgreSQL.
 */
let ctx: TestContext;
let adminToken: string;
let owner: Person;
let partner: Person;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  ({ adminToken, owner, partner } = await projectPeople(ctx, { owner: 'Asha Grantee', partner: 'Kiran Partner' }));
});
afterAll(() => ctx.close());

const today = () => indiaDate();
const admin = () => bearer(adminToken);
const post = (url: string, payload: object, headers = admin()) => ctx.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = admin()) => ctx.app.inject({ method: 'GET', url, headers });
const release = (id: string, n: number, transactionRef = uniqueRef(n)) => releaseTranche(ctx, adminToken, id, n, { releasedOn: today(), transactionRef });
const correct = (id: string, n: number, body: object) => post(`/api/admin/projects/${id}/tranches/${n}/correct`, body);
const reverse = (id: string, n: number, body: object) => post(`/api/admin/projects/${id}/tranches/${n}/reverse`, body);
const decide = (id: string, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${id}/status`, headers: admin(), payload: { status, message: 'Funding withdrawn' } });
const audits = (id: string, action: string) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

function report(id: string, milestoneIndex: number) {
  const form = multipart({ type: 'MILESTONE', milestoneIndex: String(milestoneIndex), text: 'Done: results attached.' }, [
    { field: 'file', name: 'report.pdf', type: 'application/pdf', data: pdf('Report') },
  ]);
  return ctx.app.inject({ method: 'POST', url: `/api/projects/${id}/reports`, headers: { ...bearer(owner.token), ...form.headers }, payload: form.payload });
}
async function accept(id: string, milestoneIndex: number) {
  expect((await report(id, milestoneIndex)).statusCode).toBe(201);
  const r = ((await get(`/api/projects/${id}`)).json().data.reports as { id: string; milestoneIndex: number }[]).find(
    (x) => x.milestoneIndex === milestoneIndex,
  )!;
  expect((await post(`/api/admin/projects/${id}/reports/${r.id}/review`, { decision: 'ACCEPTED' })).statusCode).toBe(200);
}

/** An APPROVED open-innovation proposal (60 %) with a two-milestone project (cost 1 000 000: grant 600 000 = 240 000 + 240 000 + 120 000), agreement uploaded. */
async function funded(title: string): Promise<string> {
  const id = await insertProposalOf(ctx, owner.id, 'openInnovation', { status: 'APPROVED', title });
  await ctx.app.db.insert(proposalCollaborators).values({ proposalId: id, userId: partner.id });
  const start = addDays(today(), -200);
  const terms = {
    approvedCost: '10,00,000',
    startDate: start,
    milestones: [
      { title: 'Lab trials', dueDate: addDays(start, 60), deliverable: 'Trial report' },
      { title: 'Final report', dueDate: addDays(start, 365), deliverable: 'Completion report' },
    ],
  };
  const set = await ctx.app.inject({ method: 'PUT', url: `/api/admin/projects/${id}`, headers: admin(), payload: terms });
  expect(set.statusCode, set.body).toBe(200);
  expect(set.json().data.approvedCost).toBe(1_000_000);
  const form = multipart({}, [{ field: 'agreement', name: 'agreement.pdf', type: 'application/pdf', data: pdf('Agreement') }]);
  const up = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/projects/${id}/agreement`,
    headers: { ...admin(), ...form.headers },
    payload: form.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  return id;
}

describe('a project outlives its proposal no more', () => {
  it('once the proposal leaves APPROVED: no release, no report, no review; tranches cancelled, totals and lists say so, audited', async () => {
    const id = await funded('Withdrawn furnace');
    expect((await release(id, 1)).statusCode).toBe(200);
    await accept(id, 0);
    expect((await report(id, 1)).statusCode).toBe(201);
    const finalReport = ((await get(`/api/projects/${id}`)).json().data.reports as { id: string; milestoneIndex: number }[]).find(
      (r) => r.milestoneIndex === 1,
    )!;

    expect((await decide(id, 'REJECTED')).statusCode).toBe(200);
    for (const res of [
      await release(id, 2),
      await post(`/api/admin/projects/${id}/reports/${finalReport.id}/review`, { decision: 'ACCEPTED' }),
      await report(id, 0),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([409, PROJECT_MESSAGES.projectWithdrawn]);
    }
    const form = multipart({}, [{ field: 'agreement', name: 'agreement.pdf', type: 'application/pdf', data: pdf('Agreement 2') }]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${id}/agreement`,
      headers: { ...admin(), ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(409);

    const view = (await get(`/api/projects/${id}`, bearer(owner.token))).json().data;
    expect(view).toMatchObject({ withdrawn: true, released: 240_000, nextReport: null });
    expect(view.tranches.map((t: { number: number; cancelled: boolean; unmet: string | null }) => [t.number, t.cancelled, t.unmet])).toEqual([
      [1, false, null],
      [2, true, PROJECT_MESSAGES.trancheCancelled],
      [3, true, PROJECT_MESSAGES.trancheCancelled],
    ]);
    const mine = (await get('/api/projects/mine', bearer(partner.token))).json().data.find((r: { proposalId: string }) => r.proposalId === id);
    expect(mine).toMatchObject({ withdrawn: true, released: 240_000, pending: 0, cancelled: 360_000, trancheDue: null, nextReport: null });
    const list = (await get('/api/admin/projects?query=Withdrawn%20furnace')).json();
    expect(list.totals).toEqual({ count: 1, withdrawn: 1, sanctioned: 240_000, released: 240_000, pending: 0, cancelled: 360_000 });
    const csv = await get('/api/admin/projects/export?query=Withdrawn%20furnace');
    expect(csv.body.split('\r\n')[0]).toContain(',Withdrawn,Cancelled (INR)');
    expect(csv.body.split('\r\n')[1]).toMatch(/,600000,240000,0,.*,Yes,360000$/);
    const [withdrawn] = await audits(id, 'PROJECT_WITHDRAWN');
    expect(withdrawn!.after).toMatchObject({ status: 'REJECTED', tranches: [2, 3], amount: 360_000 });

    // Approved again, the project runs again, audited.
    expect((await decide(id, 'APPROVED')).statusCode).toBe(200);
    expect(await audits(id, 'PROJECT_REINSTATED')).toHaveLength(1);
    expect((await post(`/api/admin/projects/${id}/reports/${finalReport.id}/review`, { decision: 'ACCEPTED' })).statusCode).toBe(200);
    expect((await get(`/api/projects/${id}`)).json().data).toMatchObject({ withdrawn: false });
  });

  it('a release racing the withdrawal: either it is released before and not cancelled, or refused', async () => {
    for (let i = 0; i < 5; i++) {
      const id = await funded(`Race ${i}`);
      const [rel, dec] = await Promise.all([release(id, 1), decide(id, 'REJECTED')]);
      expect(dec.statusCode).toBe(200);
      expect([200, 409]).toContain(rel.statusCode);
      const rows = await ctx.app.db.select().from(projectTranches).where(eq(projectTranches.proposalId, id));
      const [withdrawn] = await audits(id, 'PROJECT_WITHDRAWN');
      // What the withdrawal cancelled is exactly what was not released.
      expect(withdrawn!.after).toMatchObject({ tranches: rows.length ? [2, 3] : [1, 2, 3] });
      expect(rows.length).toBe(rel.statusCode === 200 ? 1 : 0);
    }
  });

  it('a release while a status change holds the proposal waits for it and sees the withdrawal', async () => {
    const id = await funded('Held decision');
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    // A status change in flight: the proposal's row locked and changed, committed half a second later.
    const decision = ctx.app.db.transaction(async (tx) => {
      await tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, id)).for('update');
      await tx.update(proposals).set({ status: 'REJECTED' }).where(eq(proposals.id, id));
      started();
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await holding;
    const res = await release(id, 1);
    await decision;
    expect([res.statusCode, res.json().message]).toEqual([409, PROJECT_MESSAGES.projectWithdrawn]);
    expect(await ctx.app.db.select().from(projectTranches).where(eq(projectTranches.proposalId, id))).toEqual([]);
  });
});

describe('correcting and reversing a release', () => {
  it('corrects the date and reference with a reason, audited; refuses no reason, no change, the future, an unreleased tranche', async () => {
    const id = await funded('Corrected casting');
    expect((await release(id, 1, 'UTR-TYPO')).statusCode).toBe(200);
    const day = addDays(today(), -3);
    expect((await correct(id, 1, { releasedOn: day, transactionRef: 'UTR-RIGHT', reason: 'no' })).statusCode).toBe(400);
    expect((await correct(id, 1, { releasedOn: today(), transactionRef: 'UTR-TYPO', reason: 'Same again' })).statusCode).toBe(400);
    expect((await correct(id, 1, { releasedOn: addDays(today(), 1), transactionRef: 'UTR-RIGHT', reason: 'Tomorrow' })).statusCode).toBe(400);
    const unreleased = await correct(id, 2, { releasedOn: day, transactionRef: 'UTR-RIGHT', reason: 'Not yet paid' });
    expect([unreleased.statusCode, unreleased.json().message]).toEqual([409, 'Tranche 2 has not been released']);
    const res = await correct(id, 1, { releasedOn: day, transactionRef: 'UTR-RIGHT', reason: 'The bank statement says so' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Tranche 1 corrected',
      data: { released: 240_000, tranches: [{ releasedOn: day, transactionRef: 'UTR-RIGHT' }, {}, {}] },
    });
    const [entry] = await audits(id, 'PROJECT_TRANCHE_CORRECTED');
    expect(entry).toMatchObject({
      before: { tranche: 1, releasedOn: today(), transactionRef: 'UTR-TYPO' },
      after: { releasedOn: day, transactionRef: 'UTR-RIGHT', reason: 'The bank statement says so' },
    });
  });

  it('reverses the latest release only, with a reason, audited; the totals follow and the tranche can be released again', async () => {
    const id = await funded('Reversed rolling');
    expect((await release(id, 1)).statusCode).toBe(200);
    await accept(id, 0);
    expect((await release(id, 2)).statusCode).toBe(200);
    const early = await reverse(id, 1, { reason: 'Wrong account' });
    expect([early.statusCode, early.json().message]).toEqual([409, 'Reverse tranche 2 first']);
    expect((await reverse(id, 2, { reason: '' })).statusCode).toBe(400);
    expect((await reverse(id, 3, { reason: 'Never paid' })).statusCode).toBe(409);
    const res = await reverse(id, 2, { reason: 'Paid to the wrong account' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ released: 240_000, tranches: [{ releasedOn: today() }, { releasedOn: null, conditionMet: true }, {}] });
    const row = (await get('/api/admin/projects?query=Reversed%20rolling')).json();
    expect(row.totals).toMatchObject({ sanctioned: 600_000, released: 240_000, pending: 360_000 });
    expect((await audits(id, 'PROJECT_TRANCHE_REVERSED'))[0]).toMatchObject({
      before: { tranche: 2, amount: 240_000 },
      after: { reason: 'Paid to the wrong account' },
    });
    expect((await release(id, 2)).statusCode).toBe(200);
  });
});

describe('the released total never exceeds the grant', () => {
  it('sums the stored releases: a release that would pass the grant is refused', async () => {
    const id = await funded('Over the grant');
    // A tranche 1 stored larger than its share (written before a change of terms, or by hand).
    await ctx.app.db.insert(projectTranches).values({ proposalId: id, number: 1, amount: 500_000, releasedOn: today(), transactionRef: 'UTR-OLD' });
    await accept(id, 0);
    const res = await release(id, 2);
    expect([res.statusCode, res.json().message]).toEqual([409, PROJECT_MESSAGES.trancheExceedsGrant]);
    const rows = await ctx.app.db.select().from(projectTranches).where(eq(projectTranches.proposalId, id));
    expect(rows.map((r) => r.number)).toEqual([1]);
  });
});
