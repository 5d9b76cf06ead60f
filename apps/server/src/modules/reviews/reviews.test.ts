import { randomUUID } from 'node:crypto';
import { indiaDate, MESSAGES, REVIEW_CRITERIA, REVIEW_MESSAGES, writtenDay } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, proposalCollaborators, proposals, reviewAssignments, users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, completeProfile, registerSubmitter, registerVerifiedUser, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;

const day = (offset: number) => indiaDate(new Date(Date.now() + offset * 86_400_000));
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const makeReviewer = (u: { id: string }, reviewer = true) => call('PUT', `/api/admin/users/${u.id}/reviewer`, adminToken, { reviewer });
const assign = (proposalId: string, userId: string, extra: object = {}) =>
  call('POST', `/api/admin/proposals/${proposalId}/reviewers`, adminToken, { userId, dueDate: day(10), ...extra });
const details = (id: string, token: string | null) => call('POST', `/api/proposals/${id}/details`, token, {});
const full = (score: number) => Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.key, score]));
const COMMENTS = {
  commentForApplicant: 'A clear plan; the pilot needs a wider trial.',
  commentForCommittee: 'Strong team, budget slightly high for the scope.',
};

let owner: User;
let partner: User;
let reviewerA: User;
let reviewerB: User;
let reviewerC: User;
let sameOrg: User;
let stranger: User;
let proposalId: string;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { organization: 'Kalinga Alloys Pvt Ltd' });
  partner = await registerSubmitter(ctx, { organization: 'NIT Rourkela', organizationCategory: 'Academia' });
  reviewerA = await registerSubmitter(ctx, { organization: 'IIT Madras', organizationCategory: 'Academia', name: 'Reviewer Alpha' });
  reviewerB = await registerSubmitter(ctx, { organization: 'CSIR NML', organizationCategory: 'Reasearch Institute', name: 'Reviewer Beta' });
  reviewerC = await registerSubmitter(ctx, { organization: 'IISc Bangalore', organizationCategory: 'Academia', name: 'Reviewer Gamma' });
  sameOrg = await registerSubmitter(ctx, { organization: 'KALINGA ALLOYS LIMITED', name: 'Same Org' });
  stranger = await registerSubmitter(ctx, { organization: 'Bhilai Works' });
  for (const u of [reviewerA, reviewerB, reviewerC, sameOrg]) expect((await makeReviewer(u)).statusCode).toBe(200);
  const res = await sendProposal(ctx, owner.token, validBody('openInnovation', { orgName: 'Kalinga Alloys', collaborators: [{ organisation: partner.id }] }));
  expect(res.statusCode, res.body).toBe(201);
  proposalId = res.json().data.id;
}, 600_000);
afterAll(() => ctx.close());

describe('the reviewer role', () => {
  it('is granted only to a verified user with a complete profile, audited, mailed, and kept on a profile save', async () => {
    const bare = await registerVerifiedUser(ctx);
    const refused = await makeReviewer(bare);
    expect(refused.statusCode).toBe(409);
    const [row] = await ctx.app.db.select({ roles: users.roles }).from(users).where(eq(users.id, reviewerA.id));
    expect(row!.roles).toContain('REVIEWER');
    await ctx.smtp.waitFor(reviewerA.email, { subject: /now a reviewer/ });
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reviewerA.id), eq(auditLog.action, 'USER_ROLES_CHANGED')));
    expect(audits).toHaveLength(1);
    expect((await completeProfile(ctx, reviewerA.token, { organization: 'IIT Madras', organizationCategory: 'Academia' })).statusCode).toBe(200);
    const [after] = await ctx.app.db.select({ roles: users.roles }).from(users).where(eq(users.id, reviewerA.id));
    expect(after!.roles).toEqual(expect.arrayContaining(['RESEARCHER', 'REVIEWER']));
  });

  it('answers 404 for a user that does not exist, and changes nothing', async () => {
    const res = await makeReviewer({ id: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.userNotFound);
  });

  it('lists reviewers with their load', async () => {
    const res = await call('GET', '/api/admin/reviewers?query=Reviewer', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['Reviewer Alpha', 'Reviewer Beta', 'Reviewer Gamma']);
    expect(res.json().data[0]).toMatchObject({ open: 0, submitted: 0 });
  });
});

describe('conflicts of interest', () => {
  it('refuses the owner, a collaborator, the same organisation (as the contract compares names) with the reason', async () => {
    await makeReviewer(owner);
    await makeReviewer(partner);
    const asOwner = await assign(proposalId, owner.id);
    expect(asOwner.statusCode).toBe(409);
    expect(asOwner.json().errors.map((e: { message: string }) => e.message)).toContain('The reviewer is the applicant');
    const asPartner = await assign(proposalId, partner.id);
    expect(asPartner.json().errors.map((e: { message: string }) => e.message)).toContain('The reviewer is a collaborator on this proposal');
    const org = await assign(proposalId, sameOrg.id);
    expect(org.statusCode).toBe(409);
    expect(org.json().errors[0].message).toMatch(/KALINGA ALLOYS LIMITED.*applicant’s/);
  });

  it('refuses a reviewer of a collaborator’s organisation', async () => {
    const colleague = await registerSubmitter(ctx, { organization: 'N.I.T. Rourkela', organizationCategory: 'Academia' });
    await makeReviewer(colleague);
    const res = await assign(proposalId, colleague.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toMatch(/collaborator’s/);
  });

  it('refuses one named with the owner on another proposal in the last three years, not before', async () => {
    const coauthor = await registerSubmitter(ctx, { organization: 'Tata Steel R&D' });
    await makeReviewer(coauthor);
    const other = await insertProposalOf(ctx, owner.id, 'startup', { title: 'Earlier slag work' });
    await ctx.app.db.insert(proposalCollaborators).values({ proposalId: other, userId: coauthor.id });
    const res = await assign(proposalId, coauthor.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toMatch(/named together.*Earlier slag work/);
    const fourYearsAgo = new Date(Date.now() - 4 * 365 * 86_400_000);
    await ctx.app.db.update(proposals).set({ createdAt: fourYearsAgo }).where(eq(proposals.id, other));
    expect((await assign(proposalId, coauthor.id)).statusCode).toBe(201);
    await call('DELETE', `/api/admin/proposals/${proposalId}/reviewers/${coauthor.id}`, adminToken);
  });

  it('assigns despite a conflict with a written reason, and the history keeps both', async () => {
    expect((await assign(proposalId, sameOrg.id, { override: { reason: 'short' } })).statusCode).toBe(400);
    const res = await assign(proposalId, sameOrg.id, { override: { reason: 'Different division; the only slag expert available.' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ state: 'PENDING', overrideReason: 'Different division; the only slag expert available.' });
    const history = await call('GET', `/api/admin/proposals/${proposalId}/history?page=1&limit=20`, adminToken);
    const entry = history.json().data.find((h: { action: string }) => h.action === 'REVIEWER_ASSIGNED');
    expect(entry.comment).toMatch(/Same Org.*Conflict overridden.*Different division/);
    expect(entry.note).toMatchObject({
      key: 'assignedOverride',
      params: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), reason: 'Different division; the only slag expert available.' },
    });
    // An override is not needed where there is no conflict, and is then not recorded.
    const clean = await assign(proposalId, reviewerA.id, { override: { reason: 'Not needed at all here.' } });
    expect(clean.statusCode).toBe(201);
    expect(clean.json().data.overrideReason).toBeNull();
  });
});

describe('assignment', () => {
  it('refuses a duplicate, a non-reviewer, a Steelcollab post, a past due date; mails and notifies the reviewer', async () => {
    expect((await assign(proposalId, reviewerA.id)).statusCode).toBe(409);
    expect((await assign(proposalId, stranger.id)).statusCode).toBe(409);
    const post = await insertProposalOf(ctx, owner.id, 'problem');
    expect((await assign(post, reviewerB.id)).statusCode).toBe(409);
    expect((await assign(proposalId, reviewerB.id, { dueDate: day(-1) })).statusCode).toBe(400);
    expect((await assign(proposalId, reviewerB.id)).statusCode).toBe(201);
    // The due day as people read it ('11 Dec 2026'), in the subject, the mail and the notification; never ISO.
    const mail = await ctx.smtp.waitFor(reviewerB.email, { subject: /a proposal to review/ });
    expect(mail.subject).toContain(`by ${writtenDay(day(10))}`);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const notes = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reviewerB.id), eq(notifications.kind, 'REVIEW_ASSIGNED')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toContain(`by ${writtenDay(day(10))}.`);
  });

  it('holds at most 5 active reviewers', async () => {
    const p = await insertProposalOf(ctx, stranger.id, 'startup');
    const extra: User[] = [];
    for (let i = 0; i < 6; i++) {
      const u = await registerSubmitter(ctx, { organization: `Lab number ${i}` });
      await makeReviewer(u);
      extra.push(u);
    }
    for (const u of extra.slice(0, 5)) expect((await assign(p, u.id)).statusCode).toBe(201);
    expect((await assign(p, extra[5]!.id)).json().message).toBe('This proposal already has 5 active reviewers');
    // A withdrawn one frees a place.
    expect((await call('DELETE', `/api/admin/proposals/${p}/reviewers/${extra[0]!.id}`, adminToken)).statusCode).toBe(200);
    expect((await assign(p, extra[5]!.id)).statusCode).toBe(201);
  }, 60_000);
});

async function mine(u: User) {
  const res = await call('GET', '/api/reviews/mine', u.token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; proposalId: string; state: string; reference: string | null }[];
}
const assignmentOf = async (u: User, pid = proposalId) => (await mine(u)).find((a) => a.proposalId === pid)!.id;

describe('the blind rule', () => {
  it('opens the proposal only to an assigned reviewer who declared no conflict', async () => {
    const a = await assignmentOf(reviewerA);
    expect((await details(proposalId, reviewerA.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/reviews/${a}`, reviewerA.token, { scores: {}, submit: false })).statusCode).toBe(409);
    const declared = await call('POST', `/api/reviews/${a}/declaration`, reviewerA.token, { conflict: false });
    expect(declared.statusCode).toBe(200);
    expect(declared.json().data.state).toBe('DECLARED');
    expect((await call('POST', `/api/reviews/${a}/declaration`, reviewerA.token, { conflict: false })).statusCode).toBe(409);
    const seen = await details(proposalId, reviewerA.token);
    expect(seen.statusCode).toBe(200);
    const d = seen.json().data;
    expect(d.documents.length).toBeGreaterThan(0);
    expect(d.email).toBeNull();
    expect(d.mobile).toBeNull();
    expect(d.canEdit).toBe(false);
    // Not the clarifications, not the history, not another review.
    expect((await call('GET', `/api/proposals/clearifications/${proposalId}`, reviewerA.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/proposals/${proposalId}/reviews`, reviewerA.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/reviews/${await assignmentOf(reviewerB)}`, reviewerA.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/reviews/${await assignmentOf(reviewerB)}`, reviewerA.token, { scores: {} })).statusCode).toBe(404);
  });

  it('keeps an unassigned reviewer and a declared conflict out (404)', async () => {
    expect((await details(proposalId, reviewerC.token)).statusCode).toBe(404);
    const a = await assignmentOf(sameOrg);
    expect((await call('POST', `/api/reviews/${a}/declaration`, sameOrg.token, { conflict: true, reason: 'short' })).statusCode).toBe(400);
    const res = await call('POST', `/api/reviews/${a}/declaration`, sameOrg.token, { conflict: true, reason: 'My brother works on this project.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('RELEASED');
    expect((await details(proposalId, sameOrg.token)).statusCode).toBe(404);
    // A released assignment takes no review and no second declaration, and says why.
    const review = await call('PUT', `/api/reviews/${a}`, sameOrg.token, { scores: full(8), ...COMMENTS, recommendation: 'FUND', submit: true });
    expect([review.statusCode, review.json().message]).toEqual([409, REVIEW_MESSAGES.assignmentReleased]);
    const declaredAgain = await call('POST', `/api/reviews/${a}/declaration`, sameOrg.token, { conflict: false });
    expect([declaredAgain.statusCode, declaredAgain.json().message]).toEqual([409, REVIEW_MESSAGES.assignmentReleased]);
    const told = await ctx.app.db.select().from(notifications).where(eq(notifications.kind, 'REVIEW_CONFLICT_DECLARED'));
    expect(told.length).toBeGreaterThan(0);
    // Assigning them again names their own declaration.
    const again = await assign(proposalId, sameOrg.id);
    expect(
      again
        .json()
        .errors.map((e: { message: string }) => e.message)
        .join(' '),
    ).toMatch(/My brother works on this project/);
  });

  it('is closed to a non-reviewer’s queue (403) and to anonymous calls (401)', async () => {
    expect((await call('GET', '/api/reviews/mine', stranger.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/reviews/mine', null)).statusCode).toBe(401);
  });
});

describe('the review', () => {
  it('saves a draft, refuses an incomplete submission field by field, submits and corrects', async () => {
    const a = await assignmentOf(reviewerA);
    const draft = await call('PUT', `/api/reviews/${a}`, reviewerA.token, { scores: { relevance: 8 }, commentForApplicant: 'Draft', submit: false });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data).toMatchObject({ state: 'DECLARED', weightedScore: null, scores: { relevance: 8 } });
    expect((await call('PUT', `/api/reviews/${a}`, reviewerA.token, { scores: { relevance: 11 } })).statusCode).toBe(400);
    const refused = await call('PUT', `/api/reviews/${a}`, reviewerA.token, { scores: { relevance: 8 }, commentForApplicant: 'Too short', submit: true });
    expect(refused.statusCode).toBe(400);
    const paths = refused.json().errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.scores.merit', 'body.commentForApplicant', 'body.commentForCommittee', 'body.recommendation']));
    // 25×8 + 25×8 + 20×8 + 15×8 + 15×8 = 800 → 80.
    const sent = await call('PUT', `/api/reviews/${a}`, reviewerA.token, { scores: full(8), ...COMMENTS, recommendation: 'FUND', submit: true });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ state: 'SUBMITTED', weightedScore: 80, editable: true });
    expect((await call('PUT', `/api/reviews/${a}`, reviewerA.token, { scores: full(8), submit: false })).statusCode).toBe(409);
    const firstSubmitted = sent.json().data.submittedAt as string;
    expect(firstSubmitted).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 25));
    const corrected = await call('PUT', `/api/reviews/${a}`, reviewerA.token, {
      scores: { ...full(8), impact: 6 },
      ...COMMENTS,
      recommendation: 'FUND',
      submit: true,
    });
    expect(corrected.json()).toMatchObject({ message: 'Review corrected', data: { weightedScore: 77 } });
    // The correction keeps the first submission time; when it was corrected is its save time.
    expect(corrected.json().data.submittedAt).toBe(firstSubmitted);
    expect(Date.parse(corrected.json().data.savedAt)).toBeGreaterThan(Date.parse(firstSubmitted));
    const [stored] = await ctx.app.db.select({ submittedAt: reviewAssignments.submittedAt }).from(reviewAssignments).where(eq(reviewAssignments.id, a));
    expect(stored!.submittedAt!.toISOString()).toBe(firstSubmitted);
    expect((await call('DELETE', `/api/admin/proposals/${proposalId}/reviewers/${reviewerA.id}`, adminToken)).statusCode).toBe(409);
  });

  it('gives the committee every review and the aggregate, with disagreement over 30 points', async () => {
    const b = await assignmentOf(reviewerB);
    await call('POST', `/api/reviews/${b}/declaration`, reviewerB.token, { conflict: false });
    // 10×25 + 3×25 + 3×20 + 3×15 + 3×15 = 475 → 47.5
    const scores = { relevance: 10, merit: 3, feasibility: 3, team: 3, impact: 3 };
    expect(
      (
        await call('PUT', `/api/reviews/${b}`, reviewerB.token, {
          scores,
          ...COMMENTS,
          commentForApplicant: 'The method section needs real data.',
          recommendation: 'DO_NOT_FUND',
          submit: true,
        })
      ).statusCode,
    ).toBe(200);
    const res = await call('GET', `/api/admin/proposals/${proposalId}/reviews`, adminToken);
    expect(res.statusCode).toBe(200);
    const { reviews, aggregate } = res.json().data;
    expect(reviews.map((r: { weightedScore: number }) => r.weightedScore)).toEqual([77, 47.5]);
    expect(reviews[0].reviewer.name).toBe('Reviewer Alpha');
    expect(aggregate).toEqual({ count: 2, mean: 62.25, min: 47.5, max: 77, stdDev: 14.75, disagreement: false });
    // Mail to the assigning admin on submission.
    const overdue = await call('GET', `/api/admin/proposals/${proposalId}/reviewers`, adminToken);
    expect(overdue.json().data.filter((x: { state: string }) => x.state === 'SUBMITTED')).toHaveLength(2);
  });

  it('ranks proposals by mean score, filters by scheme, and exports CSV', async () => {
    const second = await insertProposalOf(ctx, stranger.id, 'openInnovation', { title: 'Second best' });
    await assign(second, reviewerC.id);
    const c = await assignmentOf(reviewerC, second);
    await call('POST', `/api/reviews/${c}/declaration`, reviewerC.token, { conflict: false });
    await call('PUT', `/api/reviews/${c}`, reviewerC.token, { scores: full(9), ...COMMENTS, recommendation: 'FUND_WITH_CHANGES', submit: true });
    const res = await call('GET', '/api/admin/reviews/ranking?category=INNOVATE&type=FUNDING_SUPPORT', adminToken);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { proposalId: string }) => r.proposalId)).toEqual([second, proposalId]);
    expect(rows[1]).toMatchObject({ rank: 2, mean: 62.25, count: 2, recommendations: { FUND: 1, FUND_WITH_CHANGES: 0, DO_NOT_FUND: 1 } });
    expect(rows[1].reference).toMatch(/^SRTM-OI-\d{4}-\d{5}$/);
    expect(res.json().total).toBe(2);
    expect((await call('GET', '/api/admin/reviews/ranking?category=CHALLENGE&type=FUNDING_SUPPORT', adminToken)).json().data).toEqual([]);
    const csv = await call('GET', '/api/admin/reviews/ranking/export?category=INNOVATE&type=FUNDING_SUPPORT', adminToken);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1,,Second best,Open Innovation proposal/);
  });

  it('shows the applicant the comments for them after the decision, without names or committee comments, and closes the reviews', async () => {
    const before = await call('GET', `/api/proposals/${proposalId}/reviews/feedback`, owner.token);
    expect(before.json().data).toEqual({ decided: false, comments: [] });
    expect((await call('GET', `/api/proposals/${proposalId}/reviews/feedback`, reviewerA.token)).statusCode).toBe(404);
    expect((await call('PATCH' as 'PUT', `/api/proposals/${proposalId}/status`, adminToken, { status: 'APPROVED' })).statusCode).toBe(200);
    const after = await call('GET', `/api/proposals/${proposalId}/reviews/feedback`, owner.token);
    expect(after.json().data).toEqual({ decided: true, comments: ['A clear plan; the pilot needs a wider trial.', 'The method section needs real data.'] });
    expect(after.body).not.toMatch(/Reviewer|Strong team/);
    expect((await call('GET', `/api/proposals/${proposalId}/reviews/feedback`, partner.token)).statusCode).toBe(200);
    const a = await assignmentOf(reviewerA);
    expect((await call('PUT', `/api/reviews/${a}`, reviewerA.token, { scores: full(5), ...COMMENTS, recommendation: 'FUND', submit: true })).statusCode).toBe(
      409,
    );
    expect((await assign(proposalId, reviewerC.id)).statusCode).toBe(409);
  });
});

describe('reminders and the role’s removal', () => {
  it('reminds a reviewer once, two days before an unsubmitted review is due', async () => {
    const p = await insertProposalOf(ctx, stranger.id, 'challenge', { title: 'Due soon' });
    await call('POST', `/api/admin/proposals/${p}/reviewers`, adminToken, { userId: reviewerC.id, dueDate: day(2) });
    const far = await insertProposalOf(ctx, stranger.id, 'challenge', { title: 'Due later' });
    await call('POST', `/api/admin/proposals/${far}/reviewers`, adminToken, { userId: reviewerC.id, dueDate: day(5) });
    const before = ctx.smtp.mails.length;
    const first = await ctx.app.housekeeping.run();
    expect(first['review reminders']).toBe(1);
    await ctx.smtp.waitFor(reviewerC.email, { subject: /due on/, after: before });
    expect((await ctx.app.housekeeping.run())['review reminders']).toBe(0);
    const notes = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reviewerC.id), eq(notifications.kind, 'REVIEW_REMINDER')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toMatch(/Due soon/);
  });

  it('shows an open review past its due date as overdue', async () => {
    const p = await insertProposalOf(ctx, stranger.id, 'challenge', { title: 'Overdue one' });
    await call('POST', `/api/admin/proposals/${p}/reviewers`, adminToken, { userId: reviewerB.id, dueDate: day(1) });
    await ctx.app.db
      .update(reviewAssignments)
      .set({ dueDate: day(-1) })
      .where(eq(reviewAssignments.proposalId, p));
    const panel = await call('GET', `/api/admin/proposals/${p}/reviewers`, adminToken);
    expect(panel.json().data[0]).toMatchObject({ overdue: true, state: 'PENDING' });
    expect((await mine(reviewerB)).find((a) => a.proposalId === p)).toMatchObject({ overdue: true });
    // The admin's list marks it and filters by it (decision 191); a proposal whose review is not yet due is not marked.
    const list = async (filter: string) =>
      (await call('GET', `/api/admin/proposals?query=${encodeURIComponent('Overdue one')}${filter}`, adminToken)).json().data as {
        id: string;
        reviewOverdue: boolean;
      }[];
    expect(await list('')).toMatchObject([{ id: p, reviewOverdue: true }]);
    expect(await list('&reviewOverdue=true')).toHaveLength(1);
    expect(await list('&reviewOverdue=false')).toHaveLength(0);
    expect((await call('GET', '/api/admin/proposals?reviewOverdue=maybe', adminToken)).statusCode).toBe(400);
    const onTime = await insertProposalOf(ctx, stranger.id, 'challenge', { title: 'On time one' });
    await call('POST', `/api/admin/proposals/${onTime}/reviewers`, adminToken, { userId: reviewerB.id, dueDate: day(3) });
    const onTimeRows = (await call('GET', `/api/admin/proposals?query=${encodeURIComponent('On time one')}`, adminToken)).json().data;
    expect(onTimeRows).toMatchObject([{ id: onTime, reviewOverdue: false }]);
    const overdueIds = (await call('GET', '/api/admin/proposals?reviewOverdue=true&limit=100', adminToken)).json().data.map((r: { id: string }) => r.id);
    expect(overdueIds).toContain(p);
    expect(overdueIds).not.toContain(onTime);
    // The applicant's own list says nothing of reviews.
    expect(JSON.stringify((await call('GET', '/api/proposals/user/me', stranger.token)).json())).not.toMatch(/reviewOverdue/);
  });

  it('removing the role hands back open reviews and closes the proposals at once', async () => {
    const p = await insertProposalOf(ctx, stranger.id, 'challenge', { title: 'Handed back' });
    await assign(p, reviewerB.id);
    const a = await assignmentOf(reviewerB, p);
    await call('POST', `/api/reviews/${a}/declaration`, reviewerB.token, { conflict: false });
    expect((await details(p, reviewerB.token)).statusCode).toBe(200);
    expect((await makeReviewer(reviewerB, false)).statusCode).toBe(200);
    expect((await details(p, reviewerB.token)).statusCode).toBe(404);
    const [row] = await ctx.app.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, a));
    expect(row).toMatchObject({ state: 'RELEASED', releaseReason: 'ROLE_REMOVED' });
    // Submitted reviews stay.
    expect(
      await ctx.app.db
        .select()
        .from(reviewAssignments)
        .where(and(eq(reviewAssignments.reviewerId, reviewerB.id), eq(reviewAssignments.state, 'SUBMITTED'))),
    ).toHaveLength(1);
    // The old token still says REVIEWER: the database decides, on every reviewer route.
    expect((await call('GET', '/api/reviews/mine', reviewerB.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/reviews/${a}`, reviewerB.token, { scores: full(8), submit: false })).statusCode).toBe(403);
    expect((await call('POST', `/api/reviews/${a}/declaration`, reviewerB.token, { conflict: false })).statusCode).toBe(403);
  });
});
