import { indiaDate, REVIEW_CRITERIA } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

/** The admin's view of a reviewer's load and the reviewer's view of an assignment before declaring (issue 40 items 10, 11). */

let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;

const day = (offset: number) => indiaDate(new Date(Date.now() + offset * 86_400_000));
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const full = (score: number) => Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.key, score]));
const COMMENTS = {
  commentForApplicant: 'A clear plan; the pilot needs a wider trial.',
  commentForCommittee: 'Strong team, budget slightly high for the scope.',
};

let owner: User;
let partner: User;
let loaded: User;
let idle: User;
const proposalIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { organization: 'Kalinga Alloys Pvt Ltd' });
  partner = await registerSubmitter(ctx, { organization: 'NIT Rourkela', organizationCategory: 'Academia', name: 'Partner Person' });
  loaded = await registerSubmitter(ctx, { organization: 'IIT Madras', organizationCategory: 'Academia', name: 'Load Reviewer Busy' });
  idle = await registerSubmitter(ctx, { organization: 'CSIR NML', organizationCategory: 'Reasearch Institute', name: 'Load Reviewer Idle' });
  for (const u of [loaded, idle]) expect((await call('PUT', `/api/admin/users/${u.id}/reviewer`, adminToken, { reviewer: true })).statusCode).toBe(200);
  for (let i = 0; i < 3; i++) {
    const res = await sendProposal(
      ctx,
      owner.token,
      validBody('openInnovation', {
        title: `Slag valorisation pilot ${i}`,
        orgName: i === 1 ? 'Odisha Slag Works' : 'Kalinga Alloys',
        collaborators: [{ organisation: partner.id }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    proposalIds.push(res.json().data.id);
  }
}, 600_000);
afterAll(() => ctx.close());

const assign = (proposalId: string, userId: string) => call('POST', `/api/admin/proposals/${proposalId}/reviewers`, adminToken, { userId, dueDate: day(10) });
const loadOf = async (u: User) => {
  const res = await call('GET', `/api/admin/reviewers?query=Load%20Reviewer`, adminToken);
  expect(res.statusCode).toBe(200);
  const row = res.json().data.find((r: { id: string }) => r.id === u.id);
  return { open: row.open, submitted: row.submitted };
};

describe('a reviewer’s load', () => {
  it('counts the open and the submitted reviews they hold, not the released ones', async () => {
    expect(await loadOf(loaded)).toEqual({ open: 0, submitted: 0 });
    for (const p of proposalIds) expect((await assign(p, loaded.id)).statusCode).toBe(201);
    expect(await loadOf(loaded)).toEqual({ open: 3, submitted: 0 });
    const mine = (await call('GET', '/api/reviews/mine', loaded.token)).json().data as { id: string; proposalId: string }[];
    const [first, second] = proposalIds.map((p) => mine.find((a) => a.proposalId === p)!.id);
    // One declared (still open), then submitted; another released by a declared conflict.
    expect((await call('POST', `/api/reviews/${first}/declaration`, loaded.token, { conflict: false })).statusCode).toBe(200);
    expect(await loadOf(loaded)).toEqual({ open: 3, submitted: 0 });
    const sent = await call('PUT', `/api/reviews/${first}`, loaded.token, { scores: full(7), ...COMMENTS, recommendation: 'FUND', submit: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const declared = await call('POST', `/api/reviews/${second}/declaration`, loaded.token, { conflict: true, reason: 'I advised this team last year.' });
    expect(declared.statusCode).toBe(200);
    expect(await loadOf(loaded)).toEqual({ open: 1, submitted: 1 });
    // The reviewer reads the proposal but is offered no receipt, which the route would refuse them.
    const read = await call('POST', `/api/proposals/${proposalIds[0]}/details`, loaded.token, {});
    expect(read.statusCode).toBe(200);
    expect(read.json().data.canDownloadReceipt).toBe(false);
    expect((await call('GET', `/api/proposals/${proposalIds[0]}/receipt.pdf`, loaded.token)).statusCode).toBe(404);
    // Another reviewer's load is their own.
    expect(await loadOf(idle)).toEqual({ open: 0, submitted: 0 });
  });
});

describe('the reviewer’s view before declaring', () => {
  it('names the title, kind, reference, the applicant’s organisations and the partners, and nothing more', async () => {
    const p = proposalIds[2]!;
    expect((await assign(p, idle.id)).statusCode).toBe(201);
    const mine = (await call('GET', '/api/reviews/mine', idle.token)).json().data as { id: string; proposalId: string }[];
    const a = mine.find((m) => m.proposalId === p)!.id;
    const res = await call('GET', `/api/reviews/${a}`, idle.token);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({ state: 'PENDING', title: 'Slag valorisation pilot 2', category: 'INNOVATE', type: 'FUNDING_SUPPORT' });
    expect(view.reference).toMatch(/^SRTM-/);
    // The organisation as entered, once: the profile's "Kalinga Alloys Pvt Ltd" is the same one; the partner with theirs.
    expect(view.parties).toEqual({
      applicantOrganizations: ['Kalinga Alloys'],
      partners: [{ name: 'Partner Person', organization: 'NIT Rourkela' }],
    });
    // No contact data and no one's identity beyond the partners' names: not the applicant's name, address or number.
    const text = JSON.stringify(view);
    for (const secret of [owner.email, partner.email, owner.id, partner.id, 'mobile', 'email']) expect(text).not.toContain(secret);
    // A released assignment names no one.
    const released = await call('POST', `/api/reviews/${a}/declaration`, idle.token, { conflict: true, reason: 'My former student leads the partner team.' });
    expect(released.statusCode).toBe(200);
    expect(released.json().data.parties).toBeNull();
    expect((await call('GET', `/api/reviews/${a}`, idle.token)).json().data.parties).toBeNull();
  });

  it('names both organisations when the proposal and the applicant’s profile differ', async () => {
    const mine = (await call('GET', '/api/reviews/mine', loaded.token)).json().data as { id: string; proposalId: string; state: string }[];
    const held = mine.find((m) => m.proposalId === proposalIds[1] && m.state !== 'RELEASED');
    // The second proposal's assignment was released by a declaration above; assign the idle reviewer to it.
    expect(held).toBeUndefined();
    expect((await assign(proposalIds[1]!, idle.id)).statusCode).toBe(201);
    const a = ((await call('GET', '/api/reviews/mine', idle.token)).json().data as { id: string; proposalId: string }[]).find(
      (m) => m.proposalId === proposalIds[1],
    )!.id;
    expect((await call('GET', `/api/reviews/${a}`, idle.token)).json().data.parties.applicantOrganizations).toEqual([
      'Odisha Slag Works',
      'Kalinga Alloys Pvt Ltd',
    ]);
  });
});
