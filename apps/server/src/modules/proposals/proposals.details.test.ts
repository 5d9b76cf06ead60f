import { MESSAGES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedStakeholders, proposals } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter } from '../../test/users.js';
import { maskEmail } from '../users/index.js';

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let collaborator: Awaited<ReturnType<typeof registerSubmitter>>;
let stranger: Awaited<ReturnType<typeof registerSubmitter>>;
let funding: string;
let post: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
  adminToken = login.json().data.token;
  owner = await registerSubmitter(ctx, { name: 'Owner MSME', organizationCategory: 'MSME' });
  collaborator = await registerSubmitter(ctx, { name: 'Collaborating Lab', organizationCategory: 'Academia', organization: 'IISc' });
  stranger = await registerSubmitter(ctx, { name: 'Stranger', organizationCategory: 'Startup' });
  funding = (await sendProposal(ctx, owner.token, validBody('openInnovation', { collaborators: [{ organisation: collaborator.id }] }))).json().data.id;
  post = (await sendProposal(ctx, owner.token, validBody('problem'))).json().data.id;
  await ctx.app.db.insert(connectedStakeholders).values({ proposalId: post, fromUser: stranger.id, toUser: owner.id });
});
afterAll(() => ctx.close());

const details = (id: string, token: string | null, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/details`, headers: token ? bearer(token) : {}, payload });

describe('a funding proposal', () => {
  it('is shown in full, with signed document links and collaborators, to its owner, collaborators and admins', async () => {
    for (const [who, token, canEdit] of [
      ['owner', owner.token, true],
      ['collaborator', collaborator.token, false],
      ['admin', adminToken, false],
    ] as const) {
      const res = await details(funding, token);
      expect(res.statusCode, who).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        id: funding,
        email: 'asha.rao@example.in',
        mobile: '+91 98765 43210',
        canEdit,
        postedBy: { name: 'Asha Rao', designation: 'Professor', organization: 'IIT Madras' },
      });
      expect(data.documents).toEqual([
        { field: 'proposalFile', fileName: 'proposal.pdf', filePath: expect.stringMatching(/^files\//), url: expect.stringMatching(/sig=/) },
      ]);
      // Collaborators' addresses are whole for admins only (decision 124).
      const email = who === 'admin' ? collaborator.email : maskEmail(collaborator.email);
      expect(data.collaborators).toEqual([
        { userId: collaborator.id, user: { name: 'Collaborating Lab', email, organization: 'IISc', organizationCategory: 'Academia' } },
      ]);
      expect(data.canLeave, who).toBe(who === 'collaborator');
    }
  });

  it('does not exist for anyone else (404), whatever userId the body names', async () => {
    for (const token of [stranger.token, null]) {
      const res = await details(funding, token, { userId: owner.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.proposalMissing);
    }
    expect((await details('0b9c7f8e-4a57-4b0e-9d7e-2f1c3a4b5c6d', adminToken)).statusCode).toBe(404);
  });

  it('refuses a bad token (401) rather than treating it as anonymous', async () => {
    expect((await details(funding, 'not-a-token')).statusCode).toBe(401);
  });
});

describe('a public Steelcollab post', () => {
  it('is shown to anyone without e-mail, mobile, documents or who connected', async () => {
    for (const token of [null, stranger.token]) {
      const res = await details(post, token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        id: post,
        title: 'Slag reuse in road building',
        email: null,
        mobile: null,
        documents: [],
        collaborators: [],
        canEdit: false,
        postedBy: { name: 'Owner MSME', designation: 'Head of R&D', organization: 'Kalinga Alloys Pvt Ltd' },
      });
      expect(data.connectedStakeholders).toEqual([{ createdAt: expect.any(String) }]);
      expect(JSON.stringify(data)).not.toContain(owner.email);
    }
    const own = (await details(post, owner.token)).json().data;
    expect(own).toMatchObject({ email: owner.email, canEdit: true });
    expect(own.connectedStakeholders).toEqual([
      { createdAt: expect.any(String), user: { name: 'Stranger', email: stranger.email, organization: 'Kalinga Alloys Pvt Ltd' } },
    ]);
  });

  it('stops being public once rejected, or when not posted on the portal', async () => {
    await ctx.app.db.update(proposals).set({ status: 'REJECTED' }).where(eq(proposals.id, post));
    expect((await details(post, null)).statusCode).toBe(404);
    expect((await details(post, owner.token)).statusCode).toBe(200);
    await ctx.app.db.update(proposals).set({ status: 'APPROVED', postOnPortal: false }).where(eq(proposals.id, post));
    expect((await details(post, stranger.token)).statusCode).toBe(404);
    await ctx.app.db.update(proposals).set({ postOnPortal: true }).where(eq(proposals.id, post));
    expect((await details(post, stranger.token)).statusCode).toBe(200);
  });
});
