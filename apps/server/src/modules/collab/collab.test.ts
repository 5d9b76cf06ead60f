import { FOCUS_AREAS, MESSAGES } from '@portal/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, collabRequests, focusMaskOf, mailOutbox, notifications, proposalCollaborators, proposals, users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin, uniqueEmail } from '../../test/users.js';

const [GREEN, CIRCULAR, ADVANCED, OPERATIONS, DIGITAL] = FOCUS_AREAS;
const PHONE_DIGITS = /9876543210|98765 43210/;

let ctx: TestContext;
let adminToken: string;
type Person = Awaited<ReturnType<typeof registerSubmitter>>;
let caller: Person;
let academic: Person;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const message = 'We would like to pilot a hydrogen-ready ladle lining with your laboratory.';

/** An approved account written straight to the database, with the collaboration fields given. */
async function person(values: Partial<typeof users.$inferInsert>): Promise<{ id: string; email: string; phone: string }> {
  const email = uniqueEmail('partner');
  const [row] = await ctx.app.db
    .insert(users)
    .values({
      email,
      name: 'Partner',
      phone: '+91 98111 22233',
      passwordHash: 'x',
      status: 'APPROVED',
      isEmailVerified: true,
      openToCollaborate: true,
      ...values,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, phone: values.phone ?? '+91 98111 22233' };
}
const requestMailsTo = (email: string) => and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%would like to collaborate%'));
const countOf = async (table: typeof notifications | typeof mailOutbox, where: ReturnType<typeof and>) =>
  Number((await ctx.app.db.select({ n: count() }).from(table).where(where))[0]!.n);

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signInAdmin(ctx);
  caller = await registerSubmitter(ctx, { name: 'Kavita Menon', organizationCategory: 'Industry', organization: 'Rourkela Castings' });
  academic = await registerSubmitter(ctx, { name: 'Arjun Iyer', organizationCategory: 'Academia', organization: 'NIT Trichy' });
});
afterAll(() => ctx.close());

describe('open to collaborate on the profile', () => {
  it('saves openToCollaborate, the offer and focus areas as a partial JSON update, and refuses a long offer or an unknown area', async () => {
    const before = (await api('GET', '/users/profile/me', caller.token)).json().data;
    const saved = await api('PUT', '/users/profile/me', caller.token, {
      openToCollaborate: true,
      collaborationOffer: '  Pilot plant for ladle trials; we seek refractory expertise.  ',
      focusAreas: [GREEN, CIRCULAR, GREEN],
    });
    expect(saved.statusCode).toBe(200);
    const data = saved.json().data;
    expect(data).toMatchObject({
      openToCollaborate: true,
      collaborationOffer: 'Pilot plant for ladle trials; we seek refractory expertise.',
      focusAreas: [GREEN, CIRCULAR],
    });
    // A partial update: the rest of the profile is as it was.
    expect(data.organization).toBe(before.organization);
    expect(data.isProfileComplete).toBe(true);
    expect((await api('GET', '/users/profile/me', caller.token)).json().data.focusAreas).toEqual([GREEN, CIRCULAR]);

    const long = await api('PUT', '/users/profile/me', caller.token, { collaborationOffer: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toEqual(['body', 'collaborationOffer']);
    const unknown = await api('PUT', '/users/profile/me', caller.token, { focusAreas: ['Astrology'] });
    expect(unknown.statusCode).toBe(400);
    expect((await api('GET', '/users/profile/me', caller.token)).json().data.collaborationOffer).toBe(
      'Pilot plant for ladle trials; we seek refractory expertise.',
    );
  });
});

describe('GET /collab/suggestions', () => {
  it('orders a planted set by shared focus areas, a complementary category and likeness to own work, with reasons, and never an address or phone', async () => {
    // The caller (Industry; Green, Circular) has a draft on Operations: their own work.
    await insertProposalOf(ctx, caller.id, 'openInnovation', { status: 'DRAFT', focusArea: [OPERATIONS] });
    const both = await person({ name: 'Both areas, academia', organizationCategory: 'Academia', focusAreas: [GREEN, CIRCULAR] }); // 3*2 + 2 = 8
    const sameKind = await person({ name: 'Both areas, industry', organizationCategory: 'Industry', focusAreas: [GREEN, CIRCULAR] }); // 6
    const oneArea = await person({ name: 'One area, institute', organizationCategory: 'Reasearch Institute', focusAreas: [GREEN] }); // 3 + 2 = 5
    const likeWork = await person({ name: 'Like your work', organizationCategory: 'Startup', focusAreas: [OPERATIONS] }); // 1
    // Their own post on Circular: likeness from their work.
    const postsLike = await person({ name: 'Posts like yours', organizationCategory: 'Industry', focusAreas: [ADVANCED, GREEN] }); // 3 + 1
    await insertProposalOf(ctx, postsLike.id, 'problem', { focusArea: [CIRCULAR] });
    const left = [
      await person({ name: 'Not open', organizationCategory: 'Academia', focusAreas: [GREEN, CIRCULAR], openToCollaborate: false }),
      await person({ name: 'Pending', organizationCategory: 'Academia', focusAreas: [GREEN, CIRCULAR], status: 'PENDING_APPROVAL' }),
      await person({ name: 'Nothing in common', organizationCategory: 'Startup', focusAreas: [DIGITAL] }),
      await person({ name: 'An admin', organizationCategory: 'Academia', focusAreas: [GREEN], roles: ['ADMIN'] }),
    ];
    const res = await api('GET', '/collab/suggestions', caller.token);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { userId: string; name: string; reasons: { kind: string; focusAreas: string[]; organizationCategory: string | null }[] }[];
    expect(list.map((s) => s.userId)).toEqual([both.id, sameKind.id, oneArea.id, postsLike.id, likeWork.id]);
    for (const l of left) expect(list.map((s) => s.userId)).not.toContain(l.id);
    expect(list[0]!.reasons).toEqual([
      { kind: 'FOCUS_AREAS', focusAreas: [CIRCULAR, GREEN].sort(), organizationCategory: null },
      { kind: 'COMPLEMENTARY', focusAreas: [], organizationCategory: 'Academia' },
    ]);
    expect(list[1]!.reasons.map((r) => r.kind)).toEqual(['FOCUS_AREAS']);
    expect(list[3]!.reasons).toEqual([
      { kind: 'FOCUS_AREAS', focusAreas: [GREEN], organizationCategory: null },
      { kind: 'LIKE_YOUR_WORK', focusAreas: [CIRCULAR], organizationCategory: null },
    ]);
    expect(list[4]!.reasons).toEqual([{ kind: 'LIKE_YOUR_WORK', focusAreas: [OPERATIONS], organizationCategory: null }]);
    // Never an address nor a phone, of anyone.
    expect(res.body).not.toMatch(/@/);
    expect(res.body).not.toMatch(/98111|98765/);

    // At most ten.
    for (let i = 0; i < 11; i += 1) await person({ name: `Many ${i}`, organizationCategory: 'Academia', focusAreas: [GREEN] });
    expect((await api('GET', '/collab/suggestions', caller.token)).json().data).toHaveLength(10);
  });

  it('counts each focus area as the bit the database keeps for it, and follows a change of the profile (decision 287)', async () => {
    const each = await person({ name: 'Every area', focusAreas: [...FOCUS_AREAS], openToCollaborate: false });
    const maskOf = async (id: string) => (await ctx.app.db.select({ m: users.focusMask }).from(users).where(eq(users.id, id)))[0]!.m;
    expect(await maskOf(each.id)).toBe(focusMaskOf(FOCUS_AREAS));
    for (const [i, area] of FOCUS_AREAS.entries()) {
      await ctx.app.db
        .update(users)
        .set({ focusAreas: [area] })
        .where(eq(users.id, each.id));
      expect(await maskOf(each.id)).toBe(1 << i);
      expect(focusMaskOf([area])).toBe(1 << i);
    }
  });

  it('is for approved accounts (403 otherwise, 401 signed out)', async () => {
    const pending = await registerSubmitter(ctx, { name: 'Meera Das', status: 'PENDING_APPROVAL' });
    const res = await api('GET', '/collab/suggestions', pending.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.collabNeedsApproval);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/collab/suggestions' })).statusCode).toBe(401);
  });
});

describe('requests to collaborate', () => {
  let requestId: string;

  it('are sent with consent: no contact before acceptance, a notice and one mail to the recipient, one open request per pair', async () => {
    await api('PUT', '/users/profile/me', academic.token, { openToCollaborate: true, focusAreas: [GREEN] });
    expect((await api('POST', '/collab/requests', caller.token, { toUserId: academic.id, message: 'Too short' })).statusCode).toBe(400);
    const self = await api('POST', '/collab/requests', caller.token, { toUserId: caller.id, message });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGES.collabRequestSelf);
    const closed = await person({ name: 'Closed', openToCollaborate: false });
    expect((await api('POST', '/collab/requests', caller.token, { toUserId: closed.id, message })).statusCode).toBe(404);
    // About another's private proposal: missing.
    const others = await insertProposalOf(ctx, closed.id, 'openInnovation', { status: 'DRAFT' });
    expect((await api('POST', '/collab/requests', caller.token, { toUserId: academic.id, message, about: { proposalId: others } })).statusCode).toBe(404);

    const draft = await insertProposalOf(ctx, caller.id, 'openInnovation', { status: 'DRAFT', title: 'Hydrogen ladle lining' });
    const sent = await api('POST', '/collab/requests', caller.token, { toUserId: academic.id, message, about: { proposalId: draft } });
    expect(sent.statusCode).toBe(201);
    const data = sent.json().data;
    requestId = data.id;
    expect(data).toMatchObject({ direction: 'SENT', status: 'OPEN', about: { kind: 'PROPOSAL', id: draft, title: 'Hydrogen ladle lining' } });
    expect(data.other).toEqual({ id: academic.id, name: 'Arjun Iyer', organization: 'NIT Trichy', organizationCategory: 'Academia', email: null, phone: null });
    expect(new Date(data.expiresAt).getTime() - new Date(data.createdAt).getTime()).toBe(14 * 24 * 3600 * 1000);
    expect(sent.body).not.toContain(academic.email);

    expect(await countOf(notifications, and(eq(notifications.userId, academic.id), eq(notifications.kind, 'COLLAB_REQUEST')))).toBe(1);
    const [mail] = await ctx.app.db.select().from(mailOutbox).where(requestMailsTo(academic.email));
    expect(mail!.subject).toContain('Kavita Menon');
    expect(mail!.text).toContain(`/dashboard/partners/requests/${requestId}`);
    expect(mail!.text).not.toContain(caller.email);

    const again = await api('POST', '/collab/requests', caller.token, { toUserId: academic.id, message });
    expect(again.statusCode).toBe(409);
    expect(await countOf(mailOutbox, requestMailsTo(academic.email))).toBe(1);

    const theirs = (await api('GET', '/collab/requests', academic.token)).json().data;
    expect(theirs.received.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect(theirs.received[0].other).toMatchObject({ id: caller.id, email: null, phone: null });
    expect(JSON.stringify(theirs)).not.toContain(caller.email);
    expect(JSON.stringify(theirs)).not.toMatch(PHONE_DIGITS);
    expect((await api('GET', '/collab/requests', caller.token)).json().data.sent[0].id).toBe(requestId);
  });

  it('open contact and a conversation only on acceptance, by the recipient alone, once', async () => {
    expect((await api('GET', `/collab/requests/${requestId}/messages`, caller.token)).statusCode).toBe(409);
    const outsider = await registerSubmitter(ctx, { name: 'Outsider' });
    expect((await api('POST', `/collab/requests/${requestId}/accept`, outsider.token)).statusCode).toBe(404);
    expect((await api('POST', `/collab/requests/${requestId}/accept`, caller.token)).statusCode).toBe(403);

    const accepted = await api('POST', `/collab/requests/${requestId}/accept`, academic.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'ACCEPTED', other: { email: caller.email, phone: '+91 98765 43210' } });
    const senderView = (await api('GET', '/collab/requests', caller.token)).json().data.sent.find((r: { id: string }) => r.id === requestId);
    expect(senderView.other).toMatchObject({ email: academic.email, phone: '+91 98765 43210' });
    expect(await countOf(notifications, and(eq(notifications.userId, caller.id), eq(notifications.kind, 'COLLAB_ACCEPTED')))).toBe(1);
    expect((await api('POST', `/collab/requests/${requestId}/decline`, academic.token)).statusCode).toBe(409);

    expect((await api('POST', `/collab/requests/${requestId}/messages`, caller.token, { body: 'When can we visit the lab?' })).statusCode).toBe(201);
    const reply = await api('POST', `/collab/requests/${requestId}/messages`, academic.token, { body: 'Next Tuesday works.' });
    expect(reply.json().data.map((m: { authorName: string; body: string }) => [m.authorName, m.body])).toEqual([
      ['Kavita Menon', 'When can we visit the lab?'],
      ['Arjun Iyer', 'Next Tuesday works.'],
    ]);
    expect((await api('GET', `/collab/requests/${requestId}/messages`, outsider.token)).statusCode).toBe(404);
    expect((await api('POST', `/collab/requests/${requestId}/messages`, outsider.token, { body: 'Hello' })).statusCode).toBe(404);
  });

  it('expire after 14 days: not answerable, EXPIRED in the lists, and no longer counted', async () => {
    const target = await person({ name: 'Slow responder', focusAreas: [GREEN] });
    const sent = (await api('POST', '/collab/requests', caller.token, { toUserId: target.id, message })).json().data;
    await ctx.app.db
      .update(collabRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(collabRequests.id, sent.id));
    const mine = (await api('GET', '/collab/requests', caller.token)).json().data.sent.find((r: { id: string }) => r.id === sent.id);
    expect(mine.status).toBe('EXPIRED');
    // A new request to the same person is possible again.
    expect((await api('POST', '/collab/requests', caller.token, { toUserId: target.id, message })).statusCode).toBe(201);
  });

  it('are at most 10 open per sender, also when sent at once', async () => {
    const sender = await registerSubmitter(ctx, { name: 'Eager Sender' });
    const targets = [];
    for (let i = 0; i < 12; i += 1) targets.push(await person({ name: `Target ${i}` }));
    const answers = await Promise.all(targets.map((t) => api('POST', '/collab/requests', sender.token, { toUserId: t.id, message })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe('You have 10 open requests: wait for an answer before sending more');
    expect(await countOf(notifications, eq(notifications.kind, 'COLLAB_REQUEST'))).toBeGreaterThanOrEqual(10);
  });

  it('from a blocked sender are silenced: the sender sees a request sent, the recipient nothing', async () => {
    const pest = await registerSubmitter(ctx, { name: 'Persistent Pest' });
    const first = (await api('POST', '/collab/requests', pest.token, { toUserId: academic.id, message })).json().data;
    const blocked = await api('POST', `/collab/requests/${first.id}/block`, academic.token);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({ status: 'DECLINED', blocked: true });
    const notices = await countOf(notifications, eq(notifications.userId, academic.id));
    const mails = await countOf(mailOutbox, eq(mailOutbox.to, academic.email));

    const again = await api('POST', '/collab/requests', pest.token, { toUserId: academic.id, message });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ message: MESSAGES.collabRequestSent, data: { direction: 'SENT', status: 'OPEN', blocked: false, reported: false } });
    expect(await countOf(notifications, eq(notifications.userId, academic.id))).toBe(notices);
    expect(await countOf(mailOutbox, eq(mailOutbox.to, academic.email))).toBe(mails);
    const received = (await api('GET', '/collab/requests', academic.token)).json().data.received.map((r: { id: string }) => r.id);
    expect(received).not.toContain(again.json().data.id);
    expect((await api('POST', `/collab/requests/${again.json().data.id}/accept`, academic.token)).statusCode).toBe(404);
    expect((await api('GET', '/collab/requests', pest.token)).json().data.sent[0]).toMatchObject({ id: again.json().data.id, status: 'OPEN' });
    // Nor is the recipient suggested to them any more.
    expect((await api('GET', '/collab/suggestions', pest.token)).json().data.map((s: { userId: string }) => s.userId)).not.toContain(academic.id);
  });

  it('may be reported; the admin sees the reason and suspends the sender', async () => {
    const spammer = await registerSubmitter(ctx, { name: 'Spam Sender' });
    const sent = (
      await api('POST', '/collab/requests', spammer.token, { toUserId: academic.id, message: 'Buy our consulting package now, limited offer!!' })
    ).json().data;
    expect((await api('POST', `/collab/requests/${sent.id}/report`, academic.token, { reason: 'short' })).statusCode).toBe(400);
    expect((await api('POST', `/collab/requests/${sent.id}/report`, spammer.token, { reason: 'Reporting myself for a test' })).statusCode).toBe(403);
    const report = await api('POST', `/collab/requests/${sent.id}/report`, academic.token, { reason: 'Advertising, not a collaboration.' });
    expect(report.statusCode).toBe(200);
    expect(report.json().data.reported).toBe(true);
    expect((await api('POST', `/collab/requests/${sent.id}/report`, academic.token, { reason: 'Advertising, not a collaboration.' })).statusCode).toBe(409);

    expect((await api('GET', '/admin/collab/reports', academic.token)).statusCode).toBe(403);
    const reports = (await api('GET', '/admin/collab/reports', adminToken)).json().data;
    expect(reports[0]).toMatchObject({
      requestId: sent.id,
      reason: 'Advertising, not a collaboration.',
      reporter: { id: academic.id, name: 'Arjun Iyer' },
      sender: { id: spammer.id, name: 'Spam Sender', email: spammer.email, suspended: false },
      message: 'Buy our consulting package now, limited offer!!',
    });

    expect((await api('PUT', `/admin/collab/suspensions/${spammer.id}`, academic.token)).statusCode).toBe(403);
    expect((await api('PUT', `/admin/collab/suspensions/${spammer.id}`, adminToken)).json().data).toEqual({ userId: spammer.id, suspended: true });
    expect((await api('GET', '/admin/collab/reports', adminToken)).json().data[0].sender.suspended).toBe(true);

    // Dismissed (admins only, once): the report leaves the list.
    const reportId = reports[0].id as string;
    expect((await api('POST', `/admin/collab/reports/${reportId}/dismiss`, academic.token)).statusCode).toBe(403);
    const dismissed = await api('POST', `/admin/collab/reports/${reportId}/dismiss`, adminToken);
    expect(dismissed.json()).toMatchObject({ message: MESSAGES.collabReportDismissed, data: { id: reportId, dismissed: true } });
    expect((await api('GET', '/admin/collab/reports', adminToken)).json().data.map((r: { id: string }) => r.id)).not.toContain(reportId);
    expect((await api('POST', `/admin/collab/reports/${reportId}/dismiss`, adminToken)).statusCode).toBe(409);
    const other = await person({ name: 'Another target' });
    const refused = await api('POST', '/collab/requests', spammer.token, { toUserId: other.id, message });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.collabRequestsSuspended);
    await api('DELETE', `/admin/collab/suspensions/${spammer.id}`, adminToken);
    expect((await api('POST', '/collab/requests', spammer.token, { toUserId: other.id, message })).statusCode).toBe(201);
  });
});

describe('POST /collab/requests/{id}/invite', () => {
  it("names the partner of an accepted request on the owner's draft in one step, by the draft's rules, audited and told", async () => {
    const owner = await registerSubmitter(ctx, { name: 'Nandini Rao', organizationCategory: 'Industry', organization: 'Rao Forgings' });
    const partner = await registerSubmitter(ctx, { name: 'Vikram Sethi', organizationCategory: 'Academia', organization: 'IIT Bombay' });
    const outsider = await registerSubmitter(ctx, { name: 'Not A Party' });
    await api('PUT', '/users/profile/me', partner.token, { openToCollaborate: true, focusAreas: [GREEN] });
    const draft = await insertProposalOf(ctx, owner.id, 'startup', { status: 'DRAFT', title: 'Forging die life', partnersInvolved: false });
    const sent = (await api('POST', '/collab/requests', owner.token, { toUserId: partner.id, message })).json().data;
    const invite = (token: string, proposalId = draft, id = sent.id as string) => api('POST', `/collab/requests/${id}/invite`, token, { proposalId });

    // Not before the request is accepted.
    const early = await invite(owner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.collabInviteNeedsAcceptance);
    expect((await api('POST', `/collab/requests/${sent.id}/accept`, partner.token)).statusCode).toBe(200);

    // Only a party of the request; only the draft's owner; another's draft is missing.
    expect((await invite(outsider.token)).statusCode).toBe(404);
    expect((await invite(partner.token)).statusCode).toBe(404);
    const othersDraft = await insertProposalOf(ctx, outsider.id, 'openInnovation', { status: 'DRAFT' });
    expect((await invite(owner.token, othersDraft)).statusCode).toBe(404);
    expect((await ctx.app.db.select().from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, othersDraft))).length).toBe(0);

    const [before] = await ctx.app.db.select().from(proposals).where(eq(proposals.id, draft));
    const done = await invite(owner.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: MESSAGES.collabPartnerInvited, data: { id: sent.id, status: 'ACCEPTED' } });
    const named = await ctx.app.db.select().from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, draft));
    expect(named.map((c) => c.userId)).toEqual([partner.id]);
    // A save of the collaborators: a new version, the field's version, the partners answer turned on.
    const [after] = await ctx.app.db.select().from(proposals).where(eq(proposals.id, draft));
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.fieldVersions).toMatchObject({ collaborators: after!.version });
    expect(after!.partnersInvolved).toBe(true);
    expect(after!.lastSavedBy).toBe(owner.id);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draft), eq(auditLog.action, 'PROPOSAL_UPDATED')));
    expect(audit).toMatchObject({ actorId: owner.id, after: { collaborators: { added: [partner.id], removed: [] } } });
    // The partner is told, with a link to the draft, and may open it.
    const [notice] = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, partner.id), eq(notifications.kind, 'COLLABORATOR_ADDED')));
    expect(notice!.link).toContain(draft);
    const [mail] = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, partner.email), like(mailOutbox.text, `%${draft}%`)));
    expect(mail).toBeDefined();
    expect((await api('POST', `/proposals/${draft}/details`, partner.token, {})).json().data).toMatchObject({ id: draft, canEdit: true, canLeave: true });

    // Once only; and the partner, now a collaborator, cannot name people on the owner's draft.
    const twice = await invite(owner.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.collabAlreadyOnDraft);
    const coEditor = await invite(partner.token);
    expect(coEditor.statusCode).toBe(403);
    expect(coEditor.json().message).toBe(MESSAGES.collabInviteNotOwner);

    // A draft no longer: refused. A kind without collaborators (a Steelcollab post): refused.
    const submitted = await insertProposalOf(ctx, owner.id, 'openInnovation', { status: 'UNDER_REVIEW' });
    expect((await invite(owner.token, submitted)).json().message).toBe(MESSAGES.draftNotADraft);
    const post = await insertProposalOf(ctx, owner.id, 'problem', { status: 'DRAFT' });
    const noPartners = await invite(owner.token, post);
    expect(noPartners.statusCode).toBe(400);
    expect(noPartners.json().message).toBe(MESSAGES.collabInviteNoCollaborators);

    // At most 10 people on a draft.
    const full = await insertProposalOf(ctx, owner.id, 'openInnovation', { status: 'DRAFT' });
    for (let i = 0; i < 10; i += 1) {
      const p = await person({ name: `Named ${i}` });
      await ctx.app.db.insert(proposalCollaborators).values({ proposalId: full, userId: p.id });
    }
    const over = await invite(owner.token, full);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('At most 10 collaborators');

    // Two partners invited at once onto a draft with room for one: the draft's row is locked, so its count holds.
    const second = await registerSubmitter(ctx, { name: 'Second Partner' });
    await api('PUT', '/users/profile/me', second.token, { openToCollaborate: true });
    const secondRequest = (await api('POST', '/collab/requests', owner.token, { toUserId: second.id, message })).json().data;
    await api('POST', `/collab/requests/${secondRequest.id}/accept`, second.token);
    const raced = await insertProposalOf(ctx, owner.id, 'startup', { status: 'DRAFT' });
    for (let i = 0; i < 9; i += 1) {
      const p = await person({ name: `Raced ${i}` });
      await ctx.app.db.insert(proposalCollaborators).values({ proposalId: raced, userId: p.id });
    }
    const both = await Promise.all([invite(owner.token, raced), invite(owner.token, raced, secondRequest.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await ctx.app.db.select().from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, raced))).length).toBe(10);

    // One who left a draft is not named on it again.
    expect((await api('DELETE', `/proposals/${draft}/collaborators/me`, partner.token)).statusCode).toBe(200);
    const again = await invite(owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.collaboratorHasLeft);
    for (const id of [submitted, post, full])
      expect((await ctx.app.db.select().from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, id))).map((c) => c.userId)).not.toContain(
        partner.id,
      );
  });
});
