import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerVerifiedUser, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signInAdmin(ctx);
});
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
