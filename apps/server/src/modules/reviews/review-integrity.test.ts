import { indiaDate, MESSAGES, PROPOSAL_KINDS, REVIEW_CRITERIA, REVIEW_MESSAGES } from '@portal/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, notifications, proposalCollaborators, reviewAssignments, users } from '../../db/schema/index.js';
import { TEST_ADMIN, createTestApp, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { bearer, completeProfile, registerSubmitter, signInAdmin } from '../../test/users.js';

/**
 * Issue 40 items 1, 2, 3 and 6: who changes a proposal's people, conflicts judged again whenever they
 * change, conflicts no override lifts, and the reviewer role of approved accounts only (decisions 205–207).
 */
let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;

const OI = PROPOSAL_KINDS.openInnovation;
const day = (offset: number) => indiaDate(new Date(Date.now() + offset * 86_400_000));
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const makeReviewer = (u: { id: string }, reviewer = true) => call('PUT', `/api/admin/users/${u.id}/reviewer`, adminToken, { reviewer });
const assign = (proposalId: string, userId: string, extra: object = {}) =>
  call('POST', `/api/admin/proposals/${proposalId}/reviewers`, adminToken, { userId, dueDate: day(10), ...extra });
const full = (score: number) => Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.key, score]));
const COMMENTS = {
  commentForApplicant: 'A clear plan; the pilot needs a wider trial.',
  commentForCommittee: 'Strong team, budget slightly high for the scope.',
};
const collaboratorIds = async (proposalId: string) =>
  (await ctx.app.db.select({ id: proposalCollaborators.userId }).from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, proposalId)))
    .map((r) => r.id)
    .sort();
const assignmentRow = async (id: string) => (await ctx.app.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, id)))[0]!;
const mailsTo = async (email: string, subject: string) =>
  ctx.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `%${subject}%`)));

let owner: User;
let partner: User;
let stranger: User;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 50 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { organization: 'Kalinga Alloys Pvt Ltd', name: 'Owner Asha' });
  partner = await registerSubmitter(ctx, { organization: 'NIT Rourkela', organizationCategory: 'Academia', name: 'Partner Ravi' });
  stranger = await registerSubmitter(ctx, { organization: 'Bhilai Works', name: 'Stranger Sunil' });
}, 600_000);
afterAll(() => ctx.close());

/** A submitted Open Innovation proposal of the owner naming `collaborators`; answers its id. */
async function submitted(title: string, collaborators: User[] = [partner]): Promise<string> {
  const res = await sendProposal(
    ctx,
    owner.token,
    validBody('openInnovation', { title, orgName: 'Kalinga Alloys', collaborators: collaborators.map((c) => ({ organisation: c.id })) }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

/** A reviewer of the given organisation, assigned to the proposal, who declared no conflict and submitted `score` on every criterion. */
async function scoredBy(proposalId: string, organization: string, score: number): Promise<{ user: User; assignmentId: string }> {
  const user = await registerSubmitter(ctx, { organization, organizationCategory: 'Academia' });
  expect((await makeReviewer(user)).statusCode).toBe(200);
  const res = await assign(proposalId, user.id);
  expect(res.statusCode, res.body).toBe(201);
  const assignmentId = res.json().data.id as string;
  expect((await call('POST', `/api/reviews/${assignmentId}/declaration`, user.token, { conflict: false })).statusCode).toBe(200);
  const review = await call('PUT', `/api/reviews/${assignmentId}`, user.token, { scores: full(score), ...COMMENTS, recommendation: 'FUND', submit: true });
  expect(review.statusCode, review.body).toBe(200);
  return { user, assignmentId };
}

const ranking = async () =>
  (await call('GET', '/api/admin/reviews/ranking?category=INNOVATE&type=FUNDING_SUPPORT', adminToken)).json().data as {
    proposalId: string;
    mean: number;
    count: number;
  }[];

describe('only the owner changes who is on a proposal (item 1)', () => {
  it('refuses a co-editor’s draft save that adds or removes a collaborator, and takes one that carries the list unchanged', async () => {
    const created = await call('POST', '/api/proposals/drafts', owner.token, { category: OI.category, type: OI.type });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const named = await call('PATCH', `/api/proposals/${id}`, owner.token, {
      version: 1,
      title: 'Slag heat recovery',
      collaborators: [{ organisation: partner.id }],
    });
    expect(named.statusCode, named.body).toBe(200);
    let version = named.json().data.version as number;

    // The co-editor adds a stranger: refused, nobody added, the stranger not mailed.
    const added = await call('PATCH', `/api/proposals/${id}`, partner.token, {
      version,
      collaborators: [{ organisation: partner.id }, { organisation: stranger.id }],
    });
    expect(added.statusCode, added.body).toBe(403);
    expect(added.json().message).toBe(MESSAGES.collaboratorsOwnerOnly);
    expect(await collaboratorIds(id)).toEqual([partner.id]);
    expect(await mailsTo(stranger.email, 'collaborator')).toHaveLength(0);
    // Nor may they take someone off (themselves included: leaving is its own route, which tells the owner).
    const removed = await call('PATCH', `/api/proposals/${id}`, partner.token, { version, collaborators: [] });
    expect(removed.statusCode).toBe(403);
    expect(await collaboratorIds(id)).toEqual([partner.id]);

    // The list as it stands, with an answer changed, is an ordinary save.
    const same = await call('PATCH', `/api/proposals/${id}`, partner.token, {
      version,
      title: 'Slag heat recovery, phase 2',
      collaborators: [{ organisation: partner.id }],
    });
    expect(same.statusCode, same.body).toBe(200);
    version = same.json().data.version as number;
    expect(same.json().data.title).toBe('Slag heat recovery, phase 2');

    // The owner may.
    const byOwner = await call('PATCH', `/api/proposals/${id}`, owner.token, {
      version,
      collaborators: [{ organisation: partner.id }, { organisation: stranger.id }],
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(await collaboratorIds(id)).toEqual([partner.id, stranger.id].sort());
  });

  it('leaves the edit of a submitted proposal to its owner alone', async () => {
    const id = await submitted('Owner-only edit');
    const res = await sendProposal(ctx, partner.token, validBody('openInnovation', { collaborators: [{ organisation: stranger.id }] }), {
      method: 'PATCH',
      id: id,
    });
    expect(res.statusCode).toBe(404);
    expect(await collaboratorIds(id)).toEqual([partner.id]);
  });
});

describe('hard conflicts are never overridden (item 3)', () => {
  it('refuses the applicant and a collaborator as reviewers, with or without a reason', async () => {
    const id = await submitted('Never their own');
    for (const u of [owner, partner]) expect((await makeReviewer(u)).statusCode).toBe(200);
    for (const [who, reason] of [
      [owner, REVIEW_MESSAGES.conflictIsOwner],
      [partner, REVIEW_MESSAGES.conflictIsCollaborator],
    ] as const) {
      for (const extra of [{}, { override: { reason: 'The only expert on slag cement available.' } }]) {
        const res = await assign(id, who.id, extra);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(REVIEW_MESSAGES.conflictNotOverridable);
        expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(reason);
      }
    }
    const live = await ctx.app.db.select().from(reviewAssignments).where(eq(reviewAssignments.proposalId, id));
    expect(live).toHaveLength(0);
    for (const u of [owner, partner]) expect((await makeReviewer(u, false)).statusCode).toBe(200);
  });

  it('still lets a reason override an organisation conflict', async () => {
    const id = await submitted('Same organisation, overridden');
    const colleague = await registerSubmitter(ctx, { organization: 'KALINGA ALLOYS LIMITED' });
    expect((await makeReviewer(colleague)).statusCode).toBe(200);
    expect((await assign(id, colleague.id)).statusCode).toBe(409);
    const res = await assign(id, colleague.id, { override: { reason: 'Different division; the only slag expert available.' } });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('conflicts are judged again when the people or organisations change (item 2)', () => {
  it('releases a reviewer the owner names as a collaborator, drops their scores from the aggregate and the ranking, tells the admin and audits it', async () => {
    const id = await submitted('Named after scoring');
    const low = await scoredBy(id, 'IISc Bangalore', 3);
    const insider = await scoredBy(id, 'IIT Madras', 10);
    const before = (await ranking()).find((r) => r.proposalId === id)!;
    expect(before.count).toBe(2);

    const edit = await sendProposal(
      ctx,
      owner.token,
      validBody('openInnovation', {
        title: 'Named after scoring',
        orgName: 'Kalinga Alloys',
        collaborators: [{ organisation: partner.id }, { organisation: insider.user.id }],
      }),
      { method: 'PATCH', id: id },
    );
    expect(edit.statusCode, edit.body).toBe(200);

    const released = await assignmentRow(insider.assignmentId);
    expect(released.state).toBe('RELEASED');
    expect(released.conflictReason).toContain(REVIEW_MESSAGES.conflictIsCollaborator);
    expect((await assignmentRow(low.assignmentId)).state).toBe('SUBMITTED');
    const after = (await ranking()).find((r) => r.proposalId === id)!;
    expect(after.count).toBe(1);
    expect(after.mean).toBe(30);
    const committee = (await call('GET', `/api/admin/proposals/${id}/reviews`, adminToken)).json().data;
    expect(committee.aggregate.count).toBe(1);
    expect(committee.reviews).toHaveLength(1);

    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'REVIEWER_RELEASED')));
    expect(audits).toHaveLength(1);
    const [admin] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    const notes = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin!.id), like(notifications.title, '%Named after scoring%')));
    expect(notes.some((n) => n.title.startsWith('Review released'))).toBe(true);
    const mail = await ctx.smtp.waitFor(TEST_ADMIN.email, { subject: /Review released on "Named after scoring"/ });
    expect(mail.text).toContain('no longer reviews');
  });

  it('releases a reviewer of the applicant’s new organisation, unless the admin overrode that conflict when assigning', async () => {
    const id = await submitted('Organisation moved');
    const plain = await scoredBy(id, 'Jindal Steel Works', 8);
    const colleague = await registerSubmitter(ctx, { organization: 'Jindal Steel Works Ltd' });
    expect((await makeReviewer(colleague)).statusCode).toBe(200);
    const overridden = await assign(id, colleague.id, { override: { reason: 'Assigned knowing the organisation; a different plant.' } });
    // No conflict yet: the override is not needed and not recorded, so the later conflict releases it too.
    expect(overridden.statusCode).toBe(201);
    const edit = await sendProposal(
      ctx,
      owner.token,
      validBody('openInnovation', { title: 'Organisation moved', orgName: 'JINDAL STEEL WORKS', collaborators: [{ organisation: partner.id }] }),
      { method: 'PATCH', id: id },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await assignmentRow(plain.assignmentId)).state).toBe('RELEASED');
    expect((await assignmentRow(overridden.json().data.id)).state).toBe('RELEASED');
    expect((await ranking()).find((r) => r.proposalId === id)).toBeUndefined();

    // An organisation conflict the admin overrode at assignment stays overridden.
    const id2 = await submitted('Overridden stays');
    const kept = await registerSubmitter(ctx, { organization: 'Kalinga Alloys' });
    expect((await makeReviewer(kept)).statusCode).toBe(200);
    const a = await assign(id2, kept.id, { override: { reason: 'Different division; the only slag expert available.' } });
    expect(a.statusCode).toBe(201);
    await sendProposal(
      ctx,
      owner.token,
      validBody('openInnovation', { title: 'Overridden stays', orgName: 'Kalinga Alloys Limited', collaborators: [{ organisation: partner.id }] }),
      { method: 'PATCH', id: id2 },
    );
    expect((await assignmentRow(a.json().data.id)).state).toBe('PENDING');
  });

  it('releases a reviewer who moves to the applicant’s organisation on their profile', async () => {
    const id = await submitted('Reviewer moved');
    const mover = await scoredBy(id, 'IIT Kharagpur', 9);
    const res = await completeProfile(ctx, mover.user.token, { organization: 'Kalinga Alloys Private Limited', organizationCategory: 'Academia' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await assignmentRow(mover.assignmentId)).state).toBe('RELEASED');
    expect((await ranking()).find((r) => r.proposalId === id)).toBeUndefined();
  });

  it('releases a reviewer named together with the applicant on a new draft', async () => {
    const id = await submitted('Named together later');
    const reviewer = await scoredBy(id, 'IIT Roorkee', 7);
    const created = await call('POST', '/api/proposals/drafts', owner.token, { category: OI.category, type: OI.type });
    const draftId = created.json().data.id as string;
    const named = await call('PATCH', `/api/proposals/${draftId}`, owner.token, {
      version: 1,
      title: 'Joint work',
      collaborators: [{ organisation: reviewer.user.id }],
    });
    expect(named.statusCode, named.body).toBe(200);
    const row = await assignmentRow(reviewer.assignmentId);
    expect(row.state).toBe('RELEASED');
    expect(row.conflictReason).toMatch(/named together/);
  });
});

describe('the reviewer role belongs to approved accounts (item 6)', () => {
  it('is refused to an account awaiting approval or rejected', async () => {
    for (const status of ['PENDING_APPROVAL', 'REJECTED'] as const) {
      const u = await registerSubmitter(ctx, { status });
      const res = await makeReviewer(u);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(REVIEW_MESSAGES.reviewerRoleNeedsApproval);
    }
  });

  it('ends with the account’s rejection: the role goes, open assignments are released and the admin told', async () => {
    const id = await submitted('Reviewer rejected');
    const u = await registerSubmitter(ctx, { organization: 'IIT Bombay', organizationCategory: 'Academia', name: 'Rejected Reviewer' });
    expect((await makeReviewer(u)).statusCode).toBe(200);
    const a = await assign(id, u.id);
    expect(a.statusCode).toBe(201);
    const res = await call('PATCH', `/api/users/${u.id}/status`, adminToken, { status: 'REJECTED' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.app.db.select({ roles: users.roles }).from(users).where(eq(users.id, u.id));
    expect(row!.roles).not.toContain('REVIEWER');
    const released = await assignmentRow(a.json().data.id);
    expect(released).toMatchObject({ state: 'RELEASED', releaseReason: 'ROLE_REMOVED' });
    expect((await call('GET', '/api/reviews/mine', u.token)).statusCode).toBe(403);
    await ctx.smtp.waitFor(TEST_ADMIN.email, { subject: /Review released on "Reviewer rejected"/ });
    // Approving the account again does not give the role back: the admin grants it anew.
    expect((await call('PATCH', `/api/users/${u.id}/status`, adminToken, { status: 'APPROVED' })).statusCode).toBe(200);
    expect((await assign(id, u.id)).statusCode).toBe(409);
  });

  it('closes the reviews to an account rejected before this rule, which may still hold the role', async () => {
    const id = await submitted('Legacy rejected reviewer');
    const u = await registerSubmitter(ctx, { organization: 'IIT Delhi', organizationCategory: 'Academia' });
    expect((await makeReviewer(u)).statusCode).toBe(200);
    const a = (await assign(id, u.id)).json().data.id as string;
    expect((await call('POST', `/api/reviews/${a}/declaration`, u.token, { conflict: false })).statusCode).toBe(200);
    expect((await call('POST', `/api/proposals/${id}/details`, u.token, {})).statusCode).toBe(200);
    // Rejected in the database as an older release left it: the role still there.
    await ctx.app.db.update(users).set({ status: 'REJECTED' }).where(eq(users.id, u.id));
    expect((await call('GET', '/api/reviews/mine', u.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/proposals/${id}/details`, u.token, {})).statusCode).toBe(404);
  });

  it('never leaves a live assignment with someone whose role or account is ended at the same time', async () => {
    const id = await submitted('Raced reviewers');
    for (let i = 0; i < 8; i++) {
      const u = await registerSubmitter(ctx, { organization: `Race Institute ${i}`, organizationCategory: 'Academia' });
      expect((await makeReviewer(u)).statusCode).toBe(200);
      const end = i % 2 === 0 ? makeReviewer(u, false) : call('PATCH', `/api/users/${u.id}/status`, adminToken, { status: 'REJECTED' });
      const [assigned, ended] = await Promise.all([assign(id, u.id), end]);
      expect(ended.statusCode, ended.body).toBe(200);
      expect([201, 409], assigned.body).toContain(assigned.statusCode);
      const live = await ctx.app.db
        .select()
        .from(reviewAssignments)
        .where(and(eq(reviewAssignments.proposalId, id), eq(reviewAssignments.reviewerId, u.id)));
      expect(
        live.filter((r) => r.state !== 'RELEASED'),
        `try ${i}`,
      ).toEqual([]);
    }
  });
});
