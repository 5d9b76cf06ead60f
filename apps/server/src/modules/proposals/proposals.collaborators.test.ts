import { fillMessage, MESSAGES, PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR, PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR } from '@portal/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, proposalCollaborators } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fieldErrors, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerSubmitter>>;
let named: Awaited<ReturnType<typeof registerSubmitter>>;
let other: Awaited<ReturnType<typeof registerSubmitter>>;

const mailsTo = async (email: string, subject: string) =>
  (await ctx.app.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.subject.includes(subject)).length;
const notificationsOf = async (userId: string, kind: string) =>
  Number(
    (
      await ctx.app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    )[0]!.n,
  );
const naming = (...ids: string[]) => validBody('openInnovation', { collaborators: ids.map((organisation) => ({ organisation })) });
const edit = (id: string, values: Record<string, unknown>, token = owner.token) => sendProposal(ctx, token, values, { method: 'PATCH', id, json: true });
const leave = (id: string, token: string | null) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/proposals/${id}/collaborators/me`, headers: token ? bearer(token) : {} });
const details = (id: string, token: string) => ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/details`, headers: bearer(token), payload: {} });

beforeAll(async () => {
  // The per-account write limits have their own test below, with its own app at the real limits.
  ctx = await createTestApp({ rateLimitScale: 10 });
  owner = await registerSubmitter(ctx, { name: 'Kavita Menon' });
  named = await registerSubmitter(ctx, { name: 'Arjun Iyer', organizationCategory: 'Academia', organization: 'NIT Trichy' });
  other = await registerSubmitter(ctx, { name: 'Meera Das', organizationCategory: 'Academia', organization: 'IIT Bombay' });
});
afterAll(() => ctx.close());

describe('people named on a proposal', () => {
  it('are mailed and notified in the portal once per proposal, ever: removing and naming again tells them nothing', async () => {
    const id = (await sendProposal(ctx, owner.token, naming(named.id))).json().data.id;
    expect(await mailsTo(named.email, 'collaborator')).toBe(1);
    expect(await notificationsOf(named.id, 'COLLABORATOR_ADDED')).toBe(1);
    const [note] = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, named.id), eq(notifications.kind, 'COLLABORATOR_ADDED')));
    expect(note!.title).toBe(MESSAGES.collaboratorAddedTitle);
    expect(note!.link).toContain(id);
    expect(note!.body).toContain('Kavita Menon');
    for (let i = 0; i < 4; i++) {
      expect((await edit(id, naming(other.id))).statusCode).toBe(200);
      expect((await edit(id, naming(named.id))).statusCode).toBe(200);
    }
    expect(await mailsTo(named.email, 'collaborator')).toBe(1);
    expect(await notificationsOf(named.id, 'COLLABORATOR_ADDED')).toBe(1);
    expect(await mailsTo(other.email, 'collaborator')).toBe(1);
    expect(await notificationsOf(other.id, 'COLLABORATOR_ADDED')).toBe(1);
    // A new proposal is a new first time.
    await sendProposal(ctx, owner.token, naming(named.id));
    expect(await mailsTo(named.email, 'collaborator')).toBe(2);
    expect(await notificationsOf(named.id, 'COLLABORATOR_ADDED')).toBe(2);
  });

  it('see the proposal and may leave it ("I am not part of this"): the owner is notified and mailed, and cannot name them on it again', async () => {
    const id = (await sendProposal(ctx, owner.token, naming(named.id, other.id))).json().data.id;
    expect((await details(id, named.token)).json().data).toMatchObject({ canLeave: true, canEdit: false });
    expect((await details(id, owner.token)).json().data.canLeave).toBe(false);
    const after = ctx.smtp.mails.length;
    const res = await leave(id, named.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.leftProposal);
    const left = await ctx.app.db.select().from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, id));
    expect(left.map((c) => c.userId)).toEqual([other.id]);
    // No longer theirs to see.
    expect((await details(id, named.token)).statusCode).toBe(404);
    const [note] = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'COLLABORATOR_LEFT')));
    expect(note!.title).toContain('Arjun Iyer');
    expect(note!.link).toContain(id);
    const mail = await ctx.smtp.waitFor(owner.email, { after, subject: /not part of/ });
    expect(mail.text).toContain('Arjun Iyer');
    // Named again by the owner: refused at the row, and nobody is mailed.
    const again = await edit(id, naming(other.id, named.id));
    expect(again.statusCode).toBe(400);
    expect(fieldErrors(again.json())).toEqual({ 'body.collaborators.1.organisation': MESSAGES.collaboratorHasLeft });
    // Leaving twice: they are no longer named, so the proposal is hidden from them (404).
    expect((await leave(id, named.token)).statusCode).toBe(404);
  });

  it('leaving is for those named: 401 anonymous, 404 for a stranger or an unknown id, 400 for the owner and an admin', async () => {
    const id = (await sendProposal(ctx, owner.token, naming(named.id))).json().data.id;
    expect((await leave(id, null)).statusCode).toBe(401);
    expect((await leave(id, other.token)).statusCode).toBe(404);
    expect((await leave('00000000-0000-4000-8000-000000000000', named.token)).statusCode).toBe(404);
    const mine = await leave(id, owner.token);
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe(MESSAGES.notCollaborator);
    expect((await leave(id, await signInAdmin(ctx))).statusCode).toBe(400);
    expect(await ctx.app.db.select().from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, id))).toHaveLength(1);
  });
});

describe('per-account limits on proposal writes', () => {
  it(`takes ${PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR} new proposals and ${PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR} edits an hour per account, then 429 before the body is read; another account is not held back`, async () => {
    const own = await createTestApp();
    try {
      const a = await registerSubmitter(own);
      const b = await registerSubmitter(own);
      const partner = await registerSubmitter(own, { organizationCategory: 'Academia' });
      const body = validBody('openInnovation', { collaborators: [{ organisation: partner.id }] });
      let id = '';
      for (let i = 0; i < PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR; i++) {
        const res = await sendProposal(own, a.token, body);
        expect(res.statusCode, res.body).toBe(201);
        id = res.json().data.id;
      }
      const refused = await sendProposal(own, a.token, body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain(fillMessage(MESSAGES.proposalCreateLimit, { max: PROPOSAL_CREATES_PER_ACCOUNT_PER_HOUR }));
      expect((await sendProposal(own, b.token, body)).statusCode).toBe(201);

      for (let i = 0; i < PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR; i++) {
        expect((await sendProposal(own, a.token, { ...body, title: `Edit ${i}` }, { method: 'PATCH', id, json: true })).statusCode).toBe(200);
      }
      const tooMany = await sendProposal(own, a.token, { ...body, title: 'One too many' }, { method: 'PATCH', id, json: true });
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json().message).toContain(fillMessage(MESSAGES.proposalEditLimit, { max: PROPOSAL_EDITS_PER_ACCOUNT_PER_HOUR }));
    } finally {
      await own.close();
    }
  });
});
