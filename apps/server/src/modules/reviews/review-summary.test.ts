import { indiaDate, PROPOSAL_KINDS, REVIEW_CRITERIA } from '@portal/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeMappings, reviewAssignments, reviewSummaries } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf, publishChallenge } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';

// The review summary (docs/decisions/190-review-summary.md) follows every change of a proposal's reviews,
// and the ranking read from it is the ranking aggregated from the reviews themselves.

let ctx: TestContext;
let adminToken: string;
type User = Awaited<ReturnType<typeof registerSubmitter>>;
const reviewers: User[] = [];
let owner: User;

const day = (offset: number) => indiaDate(new Date(Date.now() + offset * 86_400_000));
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const full = (score: number) => Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.key, score]));
const COMMENTS = {
  commentForApplicant: 'A clear plan; the pilot needs a wider trial.',
  commentForCommittee: 'Strong team, budget slightly high for the scope.',
};

async function assignmentOf(u: User, proposalId: string): Promise<string> {
  const res = await call('GET', '/api/reviews/mine', u.token);
  return (res.json().data as { id: string; proposalId: string; state: string }[]).find((a) => a.proposalId === proposalId && a.state !== 'RELEASED')!.id;
}
async function assignAndDeclare(proposalId: string, u: User): Promise<string> {
  expect((await call('POST', `/api/admin/proposals/${proposalId}/reviewers`, adminToken, { userId: u.id, dueDate: day(10) })).statusCode).toBe(201);
  const a = await assignmentOf(u, proposalId);
  expect((await call('POST', `/api/reviews/${a}/declaration`, u.token, { conflict: false })).statusCode).toBe(200);
  return a;
}
async function submit(u: User, a: string, score: number, recommendation = 'FUND') {
  const res = await call('PUT', `/api/reviews/${a}`, u.token, { scores: full(score), ...COMMENTS, recommendation, submit: true });
  expect(res.statusCode, res.body).toBe(200);
}
async function summaryOf(proposalId: string) {
  const [row] = await ctx.app.db.select().from(reviewSummaries).where(eq(reviewSummaries.proposalId, proposalId));
  return row ?? null;
}
/** The ranking as it was computed before the summary: aggregated from the submitted reviews. */
async function aggregatedRanking(ids: string[]) {
  const rows = await ctx.app.db
    .select({
      proposalId: reviewAssignments.proposalId,
      mean: sql<number>`avg(${reviewAssignments.weightedScore})`.mapWith(Number),
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviewAssignments)
    .where(eq(reviewAssignments.state, 'SUBMITTED'))
    .groupBy(reviewAssignments.proposalId)
    .orderBy(desc(sql`avg(${reviewAssignments.weightedScore})`), desc(sql`count(*)`), asc(reviewAssignments.proposalId));
  return rows.filter((r) => ids.includes(r.proposalId)).map((r) => ({ proposalId: r.proposalId, mean: r.mean, count: r.n }));
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerSubmitter(ctx, { organization: 'Kalinga Alloys Pvt Ltd' });
  const orgs = ['IIT Madras', 'CSIR NML', 'IISc Bangalore'];
  for (const [i, organization] of orgs.entries()) {
    const u = await registerSubmitter(ctx, { organization, organizationCategory: 'Academia', name: `Summary Reviewer ${i}` });
    expect((await call('PUT', `/api/admin/users/${u.id}/reviewer`, adminToken, { reviewer: true })).statusCode).toBe(200);
    reviewers.push(u);
  }
}, 600_000);
afterAll(() => ctx.close());

describe('the review summary', () => {
  it('follows a submission, a correction, a withdrawal and a release on conflict; the ranking reads it unchanged', async () => {
    const [r0, r1, r2] = reviewers as [User, User, User];
    const p = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: 'Summarised' });
    const a0 = await assignAndDeclare(p, r0);
    const a1 = await assignAndDeclare(p, r1);
    expect(await summaryOf(p)).toBeNull();

    // Submit: 8 everywhere → 80.
    await submit(r0, a0, 8);
    expect(await summaryOf(p)).toMatchObject({ reviewCount: 1, meanScore: 80, minScore: 80, maxScore: 80, disagreement: false, fund: 1, doNotFund: 0 });

    // A second one: 3 everywhere → 30; max − min = 50 > 30.
    await submit(r1, a1, 3, 'DO_NOT_FUND');
    expect(await summaryOf(p)).toMatchObject({ reviewCount: 2, meanScore: 55, minScore: 30, maxScore: 80, disagreement: true, fund: 1, doNotFund: 1 });

    // Correct: 5 everywhere → 50, with changes.
    await submit(r1, a1, 5, 'FUND_WITH_CHANGES');
    expect(await summaryOf(p)).toMatchObject({
      reviewCount: 2,
      meanScore: 65,
      minScore: 50,
      maxScore: 80,
      disagreement: false,
      fundWithChanges: 1,
      doNotFund: 0,
    });

    // Withdrawal of an open assignment and a release on conflict leave the submitted reviews, and the summary, as they were.
    const before = await summaryOf(p);
    expect((await call('POST', `/api/admin/proposals/${p}/reviewers`, adminToken, { userId: r2.id, dueDate: day(10) })).statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/proposals/${p}/reviewers/${r2.id}`, adminToken)).statusCode).toBe(200);
    expect(await summaryOf(p)).toMatchObject({ reviewCount: before!.reviewCount, meanScore: before!.meanScore });
    expect((await call('POST', `/api/admin/proposals/${p}/reviewers`, adminToken, { userId: r2.id, dueDate: day(10) })).statusCode).toBe(201);
    const a2 = await assignmentOf(r2, p);
    const declared = await call('POST', `/api/reviews/${a2}/declaration`, r2.token, { conflict: true, reason: 'I advised this team last year.' });
    expect(declared.json().data.state).toBe('RELEASED');
    expect(await summaryOf(p)).toMatchObject({ reviewCount: 2, meanScore: 65, minScore: 50, maxScore: 80, fund: 1, fundWithChanges: 1 });

    // A summary written wrongly by hand is rewritten from the reviews at the next change.
    await ctx.app.db.update(reviewSummaries).set({ reviewCount: 9, meanScore: 1 }).where(eq(reviewSummaries.proposalId, p));
    await submit(r0, a0, 8);
    expect(await summaryOf(p)).toMatchObject({ reviewCount: 2, meanScore: 65 });

    // Two more proposals; the ranking (order, means, counts) equals the one aggregated from the reviews.
    const q = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: 'Lower' });
    await submit(r2, await assignAndDeclare(q, r2), 6);
    const t = await insertProposalOf(ctx, owner.id, 'openInnovation', { title: 'Top' });
    await submit(r0, await assignAndDeclare(t, r0), 9);
    await submit(r1, await assignAndDeclare(t, r1), 10);
    const res = await call('GET', '/api/admin/reviews/ranking?limit=100', adminToken);
    expect(res.statusCode).toBe(200);
    const ids = [p, q, t];
    const ranked = (res.json().data as { proposalId: string; mean: number; count: number; rank: number }[])
      .filter((r) => ids.includes(r.proposalId))
      .map(({ proposalId, mean, count }) => ({ proposalId, mean, count }));
    expect(ranked).toEqual(await aggregatedRanking(ids));
    expect(ranked.map((r) => r.proposalId)).toEqual([t, p, q]);
    // Paged: the second page of one row is the second row.
    const page2 = await call('GET', '/api/admin/reviews/ranking?limit=1&page=2', adminToken);
    expect(page2.json()).toMatchObject({ total: 3, data: [{ proposalId: p, rank: 2 }] });

    // Filtered and paged in SQL through the proposals module's own subquery (decision 223), each row with
    // its proposal's words: by kind, and by the challenge it answers (a mapping's own id is not the proposal's).
    const oi = PROPOSAL_KINDS.openInnovation;
    const byKind = await call('GET', `/api/admin/reviews/ranking?limit=100&category=${oi.category}&type=${oi.type}`, adminToken);
    expect(byKind.json()).toMatchObject({ total: 3 });
    expect((byKind.json().data as { title: string }[]).map((r) => r.title)).toEqual(['Top', 'Summarised', 'Lower']);
    expect(byKind.json().data[0]).toMatchObject({ proposalId: t, category: oi.category, type: oi.type, rank: 1 });
    const st = PROPOSAL_KINDS.startup;
    expect((await call('GET', `/api/admin/reviews/ranking?category=${st.category}&type=${st.type}`, adminToken)).json()).toMatchObject({ total: 0, data: [] });
    const challengeId = await publishChallenge(ctx, adminToken);
    await ctx.app.db.insert(challengeMappings).values({ proposalId: q, challengeId });
    const byChallenge = await call('GET', `/api/admin/reviews/ranking?challengeId=${challengeId}`, adminToken);
    expect(byChallenge.json()).toMatchObject({ total: 1, data: [{ proposalId: q, title: 'Lower', rank: 1 }] });
  }, 120_000);
});
