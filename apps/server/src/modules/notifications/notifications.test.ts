import { eq } from 'drizzle-orm';
import { keyed, notice } from '@portal/shared';
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
    // By key and values too, which the web words in the reader's language (decision 277).
    expect(items[0]).toMatchObject({
      titleRef: { key: 'userStatusNoticeTitle', params: { status: 'Approved' } },
      bodyRef: { key: 'userStatusNoticeBody', params: { status: 'Approved' } },
    });
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
      const title = notice('connectionNoticeTitle', { name: `n${i}` });
      await notify(ctx.app.db, { userId: user.id, kind: 'CONNECTION', title, body: notice('collabRequestNoticeBody') });
      await ctx.app.db
        .update(notifications)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })
        .where(eq(notifications.title, title.message));
    }
    const { items, unread } = await list(user.token);
    expect(unread).toBe(LATEST_NOTIFICATIONS + 3);
    expect(items.map((n) => n.title)).toEqual(Array.from({ length: LATEST_NOTIFICATIONS }, (_, i) => `n${LATEST_NOTIFICATIONS + 2 - i} wants to connect`));
  });

  it('stores a value that is a catalogue text by its own key, and a notice stored before the keys answers none', async () => {
    const user = await registerVerifiedUser(ctx);
    const body = notice('projectSetUpNoticeBody', { title: 'Slag heat', grant: '₹1,00,000', milestones: keyed('projectMilestones', { n: 3 }) });
    await notify(ctx.app.db, { userId: user.id, kind: 'PROJECT', title: notice('projectSetUpNoticeTitle'), body, link: '/dashboard' });
    await ctx.app.db.insert(notifications).values({ userId: user.id, kind: 'PROJECT', title: 'Written before the keys', body: 'Its English only' });
    const { items } = await list(user.token);
    const keyedOne = items.find((n) => n.title !== 'Written before the keys');
    expect(keyedOne).toMatchObject({
      body: body.message,
      bodyRef: {
        key: 'projectSetUpNoticeBody',
        params: { title: 'Slag heat', grant: '₹1,00,000', milestones: { key: 'projectMilestones', params: { n: 3 } } },
      },
    });
    expect(body.message).toContain('3 milestones');
    expect(items.find((n) => n.title === 'Written before the keys')).toMatchObject({ titleRef: null, bodyRef: null });
  });

  it("marks read only the caller's own: by id, then all; another user's ids change nothing", async () => {
    const a = await registerVerifiedUser(ctx);
    const b = await registerVerifiedUser(ctx);
    for (const userId of [a.id, a.id, b.id])
      await notify(ctx.app.db, {
        userId,
        kind: 'CLARIFICATION',
        title: notice('clarificationNoticeTitle'),
        body: notice('collabRequestNoticeBody'),
        link: '/dashboard',
      });
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
