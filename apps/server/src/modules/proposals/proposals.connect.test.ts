import { MESSAGES } from '@portal/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedStakeholders, mailOutbox, proposals } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter } from '../../test/users.js';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let seeker: Awaited<ReturnType<typeof registerSubmitter>>;
let post: string;
let privatePost: string;
let funding: string;

const connect = (payload: object, token: string | null) =>
  ctx.app.inject({ method: 'POST', url: '/api/connectedstakeholder', headers: token ? bearer(token) : {}, payload });
const connections = async (proposalId: string) =>
  Number((await ctx.app.db.select({ n: count() }).from(connectedStakeholders).where(eq(connectedStakeholders.proposalId, proposalId)))[0]!.n);
const mailsTo = async (email: string) => Number((await ctx.app.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]!.n);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerSubmitter(ctx, { name: 'Kavita Menon', organizationCategory: 'MSME', organization: 'Rourkela Castings' });
  seeker = await registerSubmitter(ctx, { name: 'Arjun Iyer', organizationCategory: 'Academia', organization: 'NIT Trichy' });
  post = (await sendProposal(ctx, owner.token, validBody('problem', { title: 'Porosity in ductile iron castings' }))).json().data.id;
  privatePost = (await sendProposal(ctx, owner.token, validBody('problem', { title: 'Withdrawn problem' }))).json().data.id;
  await ctx.app.db.update(proposals).set({ status: 'REJECTED' }).where(eq(proposals.id, privatePost));
  funding = (await sendProposal(ctx, seeker.token, validBody('openInnovation', { collaborators: [{ organisation: owner.id }] }))).json().data.id;
});
afterAll(() => ctx.close());

describe('POST /connectedstakeholder', () => {
  it('needs a signed-in caller (401)', async () => {
    expect((await connect({ proposalId: post, from: seeker.id }, null)).statusCode).toBe(401);
  });

  it("refuses a 'from' that is not the caller (403) and stores nothing", async () => {
    const res = await connect({ proposalId: post, from: owner.id }, seeker.token);
    expect(res.statusCode).toBe(403);
    expect(await connections(post)).toBe(0);
  });

  it('treats a post that is not public as missing (404): rejected, funding, unknown', async () => {
    for (const proposalId of [privatePost, funding, '00000000-0000-4000-8000-000000000000']) {
      const res = await connect({ proposalId, from: owner.id }, owner.token);
      expect(res.statusCode, proposalId).toBe(404);
      expect(res.json().message).toBe(MESSAGES.proposalMissing);
    }
    // The collaborator of a funding proposal gets no connection either.
    expect((await connect({ proposalId: funding, from: owner.id }, owner.token)).statusCode).toBe(404);
  });

  it('refuses a connection to one’s own post (400)', async () => {
    const res = await connect({ proposalId: post, from: owner.id }, owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.connectOwnPost);
  });

  it('registers interest (201), answers the contact address and mails the owner the requester and the title', async () => {
    const after = ctx.smtp.mails.length;
    const res = await connect({ proposalId: post, from: seeker.id, to: seeker.id }, seeker.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.interestRegistered);
    expect(res.json().data).toEqual({ id: expect.any(String), createdAt: expect.any(String), contactEmail: owner.email });
    // 'to' is the owner whatever the body says.
    const [stored] = await ctx.app.db.select().from(connectedStakeholders).where(eq(connectedStakeholders.proposalId, post));
    expect(stored).toMatchObject({ fromUser: seeker.id, toUser: owner.id });
    const mail = await ctx.smtp.waitFor(owner.email, { after, subject: /interest/ });
    expect(mail.subject).toContain('Porosity in ductile iron castings');
    for (const part of ['Arjun Iyer', 'NIT Trichy', seeker.email, 'Porosity in ductile iron castings']) expect(mail.text).toContain(part);
  });

  it('answers a repeat within 24 h with the first record (200) and sends nothing; after 24 h it is new', async () => {
    const first = (await ctx.app.db.select().from(connectedStakeholders).where(eq(connectedStakeholders.proposalId, post)))[0]!;
    const mails = await mailsTo(owner.email);
    const res = await connect({ proposalId: post, from: seeker.id }, seeker.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.interestAlreadyRegistered);
    expect(res.json().data).toEqual({ id: first.id, createdAt: first.createdAt.toISOString(), contactEmail: owner.email });
    expect(await connections(post)).toBe(1);
    expect(await mailsTo(owner.email)).toBe(mails);

    await ctx.app.db.update(connectedStakeholders).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(connectedStakeholders.id, first.id));
    const later = await connect({ proposalId: post, from: seeker.id }, seeker.token);
    expect(later.statusCode).toBe(201);
    expect(await connections(post)).toBe(2);
    expect(await mailsTo(owner.email)).toBe(mails + 1);
  });

  it('validates the body (400)', async () => {
    expect((await connect({ proposalId: 'nope', from: seeker.id }, seeker.token)).statusCode).toBe(400);
  });
});
