import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../../db/schema/index.js';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter, signInAdmin } from '../../test/users.js';
import { SearchCache } from './search-cache.js';

describe('SearchCache', () => {
  it('keeps an answer for its time, then reads again', async () => {
    let now = 0;
    let reads = 0;
    const cache = new SearchCache<number>(1000, 10, () => now);
    const load = async () => ++reads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('lets requests that arrive during a read wait for it', async () => {
    let reads = 0;
    let release!: (n: number) => void;
    const cache = new SearchCache<number>(1000);
    const load = () => {
      reads++;
      return new Promise<number>((r) => (release = r));
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(reads).toBe(1);
  });

  it('does not keep a failure, and keeps at most its size, the oldest leaving first', async () => {
    const cache = new SearchCache<number>(1000, 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 1)).toBe(1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('bad', async () => 4)).toBe(4);
  });

  it('reads every time when its time is 0, and forgets everything on clear', async () => {
    let reads = 0;
    const off = new SearchCache<number>(0);
    await off.get('k', async () => ++reads);
    await off.get('k', async () => ++reads);
    expect(reads).toBe(2);
    const on = new SearchCache<number>(1000);
    await on.get('k', async () => 1);
    on.clear();
    expect(await on.get('k', async () => 2)).toBe(2);
  });
});

describe('GET /proposals/search: the anonymous first page is cached, and writes clear it', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof registerSubmitter>>;
  let postId: string;
  const anonymous = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/proposals/search?${query}`, headers: { 'x-api-key': TEST_PUBLIC_API_KEY } });
  const titles = (res: { json(): { data: { title: string }[] } }) => res.json().data.map((r) => r.title);

  beforeAll(async () => {
    ctx = await createTestApp({ searchCacheMs: 60_000 });
    owner = await registerSubmitter(ctx, { organizationCategory: 'MSME', organization: 'Salem Forgings' });
    const first = await sendProposal(ctx, owner.token, validBody('problem', { title: 'Ladle skull build-up' }));
    postId = first.json().data.id;
    await sendProposal(ctx, owner.token, validBody('problem', { title: 'Tundish nozzle clogging' }));
  });
  afterAll(() => ctx.close());

  it('answers a repeat from memory; signed-in callers and deeper pages read the database', async () => {
    expect(titles(await anonymous('limit=1'))).toEqual(['Tundish nozzle clogging']);
    expect(titles(await anonymous('limit=1&page=2'))).toEqual(['Ladle skull build-up']);
    // Behind the server's back: no write through it, so nothing clears the cache.
    await ctx.app.db.update(proposals).set({ title: 'Renamed quietly' }).where(eq(proposals.id, postId));
    const newest = (await ctx.app.db.select().from(proposals).orderBy(proposals.createdAt)).at(-1)!;
    await ctx.app.db.update(proposals).set({ title: 'Nozzle renamed quietly' }).where(eq(proposals.id, newest.id));
    expect(titles(await anonymous('limit=1'))).toEqual(['Tundish nozzle clogging']);
    expect(titles(await anonymous('limit=1&page=2'))).toEqual(['Renamed quietly']);
    const signedIn = await ctx.app.inject({ method: 'GET', url: '/api/proposals/search?limit=1', headers: bearer(owner.token) });
    expect(titles(signedIn)).toEqual(['Nozzle renamed quietly']);
  });

  it('shows a new post, an edit and an admin decision at once', async () => {
    await sendProposal(ctx, owner.token, validBody('problem', { title: 'Slag foaming control' }));
    expect(titles(await anonymous('limit=1'))).toEqual(['Slag foaming control']);
    expect(titles(await anonymous('query=skull'))).toEqual([]);
    await sendProposal(ctx, owner.token, validBody('problem', { title: 'Ladle skull removal' }), { method: 'PATCH', id: postId });
    expect(titles(await anonymous('query=skull'))).toEqual(['Ladle skull removal']);
    const admin = await signInAdmin(ctx);
    const decided = await ctx.app.inject({ method: 'PATCH', url: `/api/proposals/${postId}/status`, headers: bearer(admin), payload: { status: 'REJECTED' } });
    expect(decided.statusCode).toBe(200);
    expect(titles(await anonymous('query=skull'))).toEqual([]);
  });
});
