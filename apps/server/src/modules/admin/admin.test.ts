import { indiaDate } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProposalOf, publishChallenge } from '../../test/proposals.js';
import type { TestContext } from '../../test/app.js';
import { bearer, createAdminTestApp, registerVerifiedUser } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => ({ ctx, adminToken } = await createAdminTestApp()));
afterAll(() => ctx.close());

const counts = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/counts', headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json().data.users as { total: number; byStatus: Record<string, number> };
};

describe('admin dashboard counts', () => {
  it('counts users by status in one answer, every status present', async () => {
    const before = await counts();
    expect(Object.keys(before.byStatus)).toEqual(['PENDING_APPROVAL', 'APPROVED', 'REJECTED']);
    const a = await registerVerifiedUser(ctx);
    const b = await registerVerifiedUser(ctx);
    await registerVerifiedUser(ctx);
    await ctx.app.inject({ method: 'PATCH', url: `/api/users/${a.id}/status`, headers: bearer(adminToken), payload: { status: 'APPROVED' } });
    await ctx.app.inject({ method: 'PATCH', url: `/api/users/${b.id}/status`, headers: bearer(adminToken), payload: { status: 'REJECTED' } });
    const after = await counts();
    expect(after.total).toBe(before.total + 3);
    expect(after.byStatus).toEqual({
      PENDING_APPROVAL: before.byStatus.PENDING_APPROVAL! + 1,
      APPROVED: before.byStatus.APPROVED! + 1,
      REJECTED: before.byStatus.REJECTED! + 1,
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/users?status=REJECTED&limit=1', headers: bearer(adminToken) });
    expect(list.json().total).toBe(after.byStatus.REJECTED);
  });

  it('is for admins only', async () => {
    const user = await registerVerifiedUser(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/counts', headers: bearer(user.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/counts' })).statusCode).toBe(401);
  });
});

describe('admin dashboard counts of proposals and challenges', () => {
  it('counts proposals by kind and status, challenges open and closed, and submissions per month by kind', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/admin/counts', headers: bearer(adminToken) })).json().data;
    expect(before.submissionsByMonth).toHaveLength(12);
    const user = await registerVerifiedUser(ctx);
    await insertProposalOf(ctx, user.id, 'startup');
    await insertProposalOf(ctx, user.id, 'startup', { status: 'APPROVED' });
    await insertProposalOf(ctx, user.id, 'problem', { status: 'REJECTED' });
    // Thirteen months ago: counted by kind, outside the chart.
    await insertProposalOf(ctx, user.id, 'problem', { createdAt: new Date(Date.now() - 400 * 86_400_000) });
    await publishChallenge(ctx, adminToken, 'OPEN');
    await publishChallenge(ctx, adminToken, 'CLOSE');
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/admin/counts', headers: bearer(adminToken) })).json().data;
    expect(after.proposals.total).toBe(before.proposals.total + 4);
    expect(after.proposals.byKind.startup.byStatus.UNDER_REVIEW).toBe(before.proposals.byKind.startup.byStatus.UNDER_REVIEW + 1);
    expect(after.proposals.byKind.startup.byStatus.APPROVED).toBe(before.proposals.byKind.startup.byStatus.APPROVED + 1);
    expect(after.proposals.byKind.problem).toMatchObject({ total: before.proposals.byKind.problem.total + 2 });
    expect(after.challenges).toEqual({ open: before.challenges.open + 1, closed: before.challenges.closed + 1 });
    const months = after.submissionsByMonth as { month: string; byKind: Record<string, number> }[];
    expect(months.at(-1)!.month).toBe(indiaDate().slice(0, 7));
    expect(months.at(-1)!.byKind.startup).toBe(before.submissionsByMonth.at(-1).byKind.startup + 2);
    const sum = (m: typeof months) => m.reduce((s, x) => s + x.byKind.problem!, 0);
    expect(sum(months)).toBe(sum(before.submissionsByMonth) + 1);
  });
});
