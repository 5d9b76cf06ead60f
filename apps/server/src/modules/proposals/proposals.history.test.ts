import { PROPOSAL_KINDS } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { proposalPdf, publishChallenge, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let partner: Awaited<ReturnType<typeof registerSubmitter>>;
let partner2: Awaited<ReturnType<typeof registerSubmitter>>;

beforeAll(async () => {
  // Many proposals from a few accounts: the per-account write limits have their own test (proposals.collaborators.test.ts).
  ctx = await createTestApp({ rateLimitScale: 10 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { name: 'Kavya Applicant', organizationCategory: 'Academia' });
  partner = await registerSubmitter(ctx, { name: 'Anil Partner', organizationCategory: 'Industry' });
  partner2 = await registerSubmitter(ctx, { name: 'Bina Partner', organizationCategory: 'Startup' });
});
afterAll(() => ctx.close());

type Entry = {
  id: string;
  action: string;
  at: string;
  actor: { id: string; name: string; isAdmin: boolean } | null;
  fromStatus: string | null;
  toStatus: string | null;
  changed: string[];
  comment: string | null;
};
const history = (id: string, token: string | null = adminToken, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/proposals/${id}/history${query}`, headers: token ? bearer(token) : {} });
const entries = async (id: string): Promise<Entry[]> => {
  const res = await history(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const openInnovation = (extra: Record<string, unknown> = {}) =>
  validBody('openInnovation', { partnersInvolved: true, collaborators: [{ organisation: partner.id }], ...extra });

describe('GET /admin/proposals/{id}/history', () => {
  let proposalId: string;
  beforeAll(async () => {
    const res = await sendProposal(ctx, owner.token, openInnovation());
    expect(res.statusCode, res.body).toBe(201);
    proposalId = res.json().data.id;
  });

  it('starts with the submission, by the applicant', async () => {
    const trail = await entries(proposalId);
    expect(trail).toEqual([
      {
        id: expect.any(String),
        action: 'PROPOSAL_CREATED',
        at: expect.any(String),
        actor: { id: owner.id, name: 'Kavya Applicant', isAdmin: false },
        fromStatus: null,
        toStatus: 'UNDER_REVIEW',
        changed: [],
        comment: null,
        note: null,
      },
    ]);
  });

  it("an applicant's edit names the fields, the file and the people it changed; the log keeps the values", async () => {
    const res = await sendProposal(
      ctx,
      owner.token,
      openInnovation({
        title: 'Hydrogen DRI pilot, phase two',
        riskFactors: 'Electrolyser lead times',
        collaborators: [{ organisation: partner.id }, { organisation: partner2.id }],
      }),
      { method: 'PATCH', id: proposalId, file: { ...proposalPdf(), name: 'phase-two.pdf' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [edit] = await entries(proposalId);
    expect(edit).toMatchObject({
      action: 'PROPOSAL_UPDATED',
      actor: { id: owner.id, isAdmin: false },
      changed: ['title', 'riskFactors', 'proposalFile', 'collaborators'],
    });
    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, proposalId), eq(auditLog.action, 'PROPOSAL_UPDATED')));
    expect(row!.before).toEqual({ title: 'Hydrogen DRI pilot', riskFactors: 'Hydrogen supply risk' });
    expect(row!.after).toEqual({
      title: 'Hydrogen DRI pilot, phase two',
      riskFactors: 'Electrolyser lead times',
      proposalFile: 'phase-two.pdf',
      collaborators: { added: [partner2.id], removed: [] },
    });
  });

  it('a save that changes nothing leaves no entry', async () => {
    const before = (await entries(proposalId)).length;
    const same = openInnovation({
      title: 'Hydrogen DRI pilot, phase two',
      riskFactors: 'Electrolyser lead times',
      collaborators: [{ organisation: partner.id }, { organisation: partner2.id }],
    });
    expect((await sendProposal(ctx, owner.token, same, { method: 'PATCH', id: proposalId })).statusCode).toBe(200);
    expect(await entries(proposalId)).toHaveLength(before);
  });

  it('adds the clarifications asked and the status decisions, by the admin, newest first', async () => {
    const ask = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/profileclarification',
      headers: bearer(adminToken),
      payload: { post_id: proposalId, post_type: PROPOSAL_KINDS.openInnovation.postType, clarification: 'Attach the electrolyser quotation' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const decide = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/proposals/${proposalId}/status`,
      headers: bearer(adminToken),
      payload: { status: 'APPROVED' },
    });
    expect(decide.statusCode, decide.body).toBe(200);

    const trail = await entries(proposalId);
    expect(trail.map((e) => e.action)).toEqual(['PROPOSAL_STATUS_CHANGED', 'CLARIFICATION_REQUESTED', 'PROPOSAL_UPDATED', 'PROPOSAL_CREATED']);
    expect(trail[0]).toMatchObject({ actor: { isAdmin: true }, fromStatus: 'UNDER_REVIEW', toStatus: 'APPROVED', changed: [], comment: null });
    expect(trail[1]).toMatchObject({ actor: { isAdmin: true }, comment: 'Attach the electrolyser quotation', fromStatus: null, toStatus: null });
    const times = trail.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages in SQL and shows only this proposal's entries", async () => {
    const other = await sendProposal(ctx, owner.token, openInnovation({ title: 'Another pilot' }));
    expect(other.statusCode).toBe(201);
    const page1 = await history(proposalId, adminToken, '?limit=3');
    expect(page1.json()).toMatchObject({ total: 4, page: 1, totalPages: 2 });
    const page2 = await history(proposalId, adminToken, '?limit=3&page=2');
    expect(page2.json().data.map((e: Entry) => e.action)).toEqual(['PROPOSAL_CREATED']);
    expect((await entries(other.json().data.id)).map((e) => e.action)).toEqual(['PROPOSAL_CREATED']);
  });

  it('a change of challenge is named in the edit', async () => {
    const [first, second] = [await publishChallenge(ctx, adminToken), await publishChallenge(ctx, adminToken)];
    const created = await sendProposal(ctx, owner.token, validBody('challenge', { challengeId: first }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await sendProposal(ctx, owner.token, validBody('challenge', { challengeId: second }), { method: 'PATCH', id })).statusCode).toBe(200);
    expect((await entries(id))[0]).toMatchObject({ action: 'PROPOSAL_UPDATED', changed: ['challengeId'] });
  });

  it('is for admins only: anonymous 401, the applicant 403; an unknown proposal 404, a malformed id 400', async () => {
    expect((await history(proposalId, null)).statusCode).toBe(401);
    expect((await history(proposalId, owner.token)).statusCode).toBe(403);
    expect((await history('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await history('not-a-uuid')).statusCode).toBe(400);
    expect((await history(proposalId, adminToken, '?limit=1000')).statusCode).toBe(400);
  });
});
