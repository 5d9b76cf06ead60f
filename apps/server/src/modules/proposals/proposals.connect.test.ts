import { CONNECTIONS_PER_ACCOUNT_PER_DAY, fillMessage, MESSAGES } from '@portal/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collabRequests, connectedStakeholders, mailOutbox, proposals, users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, registerUnverifiedUser, registerVerifiedUser, uniqueEmail, VALID_PASSWORD } from '../../test/users.js';

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

  it('registers interest (201) as a request to collaborate: no address until the owner accepts; the owner is mailed the requester and the title', async () => {
    const after = ctx.smtp.mails.length;
    const res = await connect({ proposalId: post, from: seeker.id, to: seeker.id }, seeker.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.interestRegistered);
    // The specification's contactEmail is given only once the owner accepts (decision 265).
    expect(res.json().data).toEqual({ id: expect.any(String), createdAt: expect.any(String), contactEmail: null });
    const [request] = await ctx.app.db.select().from(collabRequests).where(eq(collabRequests.fromUser, seeker.id));
    expect(request).toMatchObject({ toUser: owner.id, proposalId: post, status: 'OPEN', silenced: false });
    // 'to' is the owner whatever the body says.
    const [stored] = await ctx.app.db.select().from(connectedStakeholders).where(eq(connectedStakeholders.proposalId, post));
    expect(stored).toMatchObject({ fromUser: seeker.id, toUser: owner.id });
    const mail = await ctx.smtp.waitFor(owner.email, { after, subject: /interest/ });
    expect(mail.subject).toContain('Porosity in ductile iron castings');
    for (const part of ['Arjun Iyer', 'NIT Trichy', 'Porosity in ductile iron castings', `/dashboard/partners/requests/${request!.id}`])
      expect(mail.text).toContain(part);
    expect(mail.text).not.toContain(seeker.email);
  });

  it('answers a repeat within 24 h with the first record (200) and sends nothing; after 24 h it is new', async () => {
    const first = (await ctx.app.db.select().from(connectedStakeholders).where(eq(connectedStakeholders.proposalId, post)))[0]!;
    const mails = await mailsTo(owner.email);
    const res = await connect({ proposalId: post, from: seeker.id }, seeker.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.interestAlreadyRegistered);
    // No address before the owner accepts.
    expect(res.json().data).toEqual({ id: first.id, createdAt: first.createdAt.toISOString(), contactEmail: null });
    expect(await connections(post)).toBe(1);
    expect(await mailsTo(owner.email)).toBe(mails);
    // Once the owner accepts the request, the connect answers the post's address (decision 265).
    const [request] = await ctx.app.db.select().from(collabRequests).where(eq(collabRequests.fromUser, seeker.id));
    const accepted = await ctx.app.inject({ method: 'POST', url: `/api/collab/requests/${request!.id}/accept`, headers: bearer(owner.token) });
    expect(accepted.statusCode).toBe(200);
    expect((await connect({ proposalId: post, from: seeker.id }, seeker.token)).json().data.contactEmail).toBe(owner.email);

    await ctx.app.db
      .update(connectedStakeholders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(connectedStakeholders.id, first.id));
    const later = await connect({ proposalId: post, from: seeker.id }, seeker.token);
    expect(later.statusCode).toBe(201);
    expect(await connections(post)).toBe(2);
    expect(await mailsTo(owner.email)).toBe(mails + 1);
  });

  it('validates the body (400)', async () => {
    expect((await connect({ proposalId: 'nope', from: seeker.id }, seeker.token)).statusCode).toBe(400);
  });

  it('refuses an unverified address, an incomplete profile and a REJECTED account (403 with the reason), storing and mailing nothing', async () => {
    const unverifiedToken = await registerUnverifiedUser(ctx);
    const unverifiedId = (await ctx.app.inject({ method: 'GET', url: '/api/users/profile/me', headers: bearer(unverifiedToken) })).json().data.id;
    const incomplete = await registerVerifiedUser(ctx);
    const rejected = await registerSubmitter(ctx, { organizationCategory: 'Academia' });
    await ctx.app.db.update(users).set({ status: 'REJECTED' }).where(eq(users.id, rejected.id));
    const target = await insertProposalOf(ctx, owner.id, 'problem', { title: 'Refractory wear', postOnPortal: true });
    const mails = await mailsTo(owner.email);
    for (const [token, from, message] of [
      [unverifiedToken, unverifiedId, MESSAGES.connectNeedsVerifiedEmail],
      [incomplete.token, incomplete.id, MESSAGES.connectNeedsCompleteProfile],
      [rejected.token, rejected.id, MESSAGES.connectUserRejected],
    ] as const) {
      const res = await connect({ proposalId: target, from }, token);
      expect(res.statusCode, message).toBe(403);
      expect(res.json().message).toBe(message);
    }
    expect(await connections(target)).toBe(0);
    expect(await mailsTo(owner.email)).toBe(mails);
  });

  it('refuses a link in a name: at registration (400), and a stored name holding one cannot connect (403)', async () => {
    const spam = 'Win a prize at http://evil.example';
    for (const name of [spam, 'Visit www.evil.example', 'Prize evil.example', 'mail me@evil.example']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name, email: uniqueEmail('spam'), phone: '+91 98765 43210', password: VALID_PASSWORD, agreeTerms: true },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ path: ['body', 'name'], message: MESSAGES.nameHasLink });
    }
    // Initials are a name, not an address.
    expect((await registerVerifiedUser(ctx, { name: 'A.K. Singh' })).id).toEqual(expect.any(String));
    const legacy = await registerSubmitter(ctx, { organizationCategory: 'Academia' });
    await ctx.app.db.update(users).set({ name: spam }).where(eq(users.id, legacy.id));
    const target = await insertProposalOf(ctx, owner.id, 'problem', { title: 'Scale on hot strip', postOnPortal: true });
    const res = await connect({ proposalId: target, from: legacy.id }, legacy.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.connectNameHasLink);
    expect(await connections(target)).toBe(0);
  });

  it(`caps new connections at ${CONNECTIONS_PER_ACCOUNT_PER_DAY} per account in 24 h (429, nothing stored or mailed); repeats still answer, others are not held back`, async () => {
    const busy = await registerSubmitter(ctx, { organizationCategory: 'Academia' });
    const posts: string[] = [];
    for (let i = 0; i <= CONNECTIONS_PER_ACCOUNT_PER_DAY; i++)
      posts.push(await insertProposalOf(ctx, owner.id, 'problem', { title: `Capped post ${i}`, postOnPortal: true }));
    for (const proposalId of posts.slice(0, CONNECTIONS_PER_ACCOUNT_PER_DAY))
      expect((await connect({ proposalId, from: busy.id }, busy.token)).statusCode).toBe(201);
    const mails = await mailsTo(owner.email);
    const last = posts[CONNECTIONS_PER_ACCOUNT_PER_DAY]!;
    const refused = await connect({ proposalId: last, from: busy.id }, busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(fillMessage(MESSAGES.connectDailyLimit, { max: CONNECTIONS_PER_ACCOUNT_PER_DAY }));
    expect(await connections(last)).toBe(0);
    expect(await mailsTo(owner.email)).toBe(mails);
    // A repeat is no new connection: it still answers (without the address).
    const repeat = await connect({ proposalId: posts[0]!, from: busy.id }, busy.token);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.contactEmail).toBeNull();
    // Another account is not held back; and a day later the busy one may connect again.
    const fresh = await registerSubmitter(ctx, { organizationCategory: 'Academia' });
    expect((await connect({ proposalId: last, from: fresh.id }, fresh.token)).statusCode).toBe(201);
    await ctx.app.db
      .update(connectedStakeholders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(connectedStakeholders.fromUser, busy.id));
    expect((await connect({ proposalId: last, from: busy.id }, busy.token)).statusCode).toBe(201);
  });

  it('counts concurrent requests one at a time: at the cap, of several at once only the allowed ones pass', async () => {
    const racer = await registerSubmitter(ctx, { organizationCategory: 'Academia' });
    const posts: string[] = [];
    for (let i = 0; i < CONNECTIONS_PER_ACCOUNT_PER_DAY + 3; i++)
      posts.push(await insertProposalOf(ctx, owner.id, 'problem', { title: `Raced post ${i}`, postOnPortal: true }));
    const answers = await Promise.all(posts.map((proposalId) => connect({ proposalId, from: racer.id }, racer.token)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(CONNECTIONS_PER_ACCOUNT_PER_DAY);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});
