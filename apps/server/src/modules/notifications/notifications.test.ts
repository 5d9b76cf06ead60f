import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import type { TestContext } from '../../test/app.js';
import { bearer, createAdminTestApp, registerVerifiedUser } from '../../test/users.js';
import { LATEST_NOTIFICATIONS } from './operations/latest-notifications.js';
import { notify } from './operations/notify.js';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => ({ ctx, adminToken } = await createAdminTestApp()));
afterAll(() => ctx.close());

const list = async (token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: { id: string; kind: string; title: string; link: string | null; readAt: string | null }[]; unread: number };
};
const read = (token: string, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(token), payload });

describe('notifications', () => {
  it('a user status change by an admin notifies the user, in the same transaction as the change', async () => {
    const user = await registerVerifiedUser(ctx);
    expect(await list(user.token)).toEqual({ items: [], unread: 0 });
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/users/${user.id}/status`, headers: bearer(adminToken), payload: { status: 'APPROVED' } });
    expect(res.statusCode).toBe(200);
    const { items, unread } = await list(user.token);
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({ kind: 'USER_STATUS', title: 'Your registration is now Approved', link: '/dashboard/profile', readAt: null });
    // A refused change (unknown user) writes none.
    const before = (await ctx.app.db.select().from(notifications)).length;
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/00000000-0000-4000-8000-000000000000/status',
      headers: bearer(adminToken),
      payload: { status: 'APPROVED' },
    });
    expect(await ctx.app.db.select().from(notifications)).toHaveLength(before);
  });

  it('answers the latest 20, newest first, and the unread count over all', async () => {
    const user = await registerVerifiedUser(ctx);
    for (let i = 0; i < LATEST_NOTIFICATIONS + 3; i++) {
      await notify(ctx.app.db, { userId: user.id, kind: 'CONNECTION', title: `n${i}`, body: 'b' });
      await ctx.app.db
        .update(notifications)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
        .where(eq(notifications.title, `n${i}`));
    }
    const { items, unread } = await list(user.token);
    expect(unread).toBe(LATEST_NOTIFICATIONS + 3);
    expect(items.map((n) => n.title)).toEqual(Array.from({ length: LATEST_NOTIFICATIONS }, (_, i) => `n${LATEST_NOTIFICATIONS + 2 - i}`));
  });

  it("marks read only the caller's own: by id, then all; another user's ids change nothing", async () => {
    const a = await registerVerifiedUser(ctx);
    const b = await registerVerifiedUser(ctx);
    for (const userId of [a.id, a.id, b.id]) await notify(ctx.app.db, { userId, kind: 'CLARIFICATION', title: 't', body: 'b', link: '/dashboard' });
    const [first] = (await list(a.token)).items;
    const [theirs] = (await list(b.token)).items;
    const marked = await read(a.token, { ids: [first!.id, theirs!.id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.unread).toBe(1);
    expect((await list(b.token)).unread).toBe(1);
    expect((await list(a.token)).items.find((n) => n.id === first!.id)!.readAt).not.toBeNull();
    expect((await read(a.token, {})).json().data.unread).toBe(0);
    expect((await list(b.token)).unread).toBe(1);
    expect((await read(a.token, { ids: ['nope'] })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} })).statusCode).toBe(401);
  });
});
