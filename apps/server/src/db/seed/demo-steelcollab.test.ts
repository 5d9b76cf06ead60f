import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { seedDemoData } from '../bootstrap.js';
import { proposals, seedMarkers } from '../schema/index.js';
import { DEMO_STEELCOLLAB_MARKER } from './demo-steelcollab.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const countProposals = async () => Number((await ctx!.app.db.select({ n: count() }).from(proposals))[0]!.n);
const search = (query: string) => ctx!.app.inject({ method: 'GET', url: `/api/proposals/search?${query}`, headers: { 'x-api-key': TEST_PUBLIC_API_KEY } });

describe('demo Steelcollab posts (SEED_DEMO)', () => {
  it('with SEED_DEMO=1: a dozen public posts of each Steelcollab kind, under review and approved, from demo organisations; never twice', async () => {
    ctx = await createTestApp({ seedDemo: true });
    for (const type of ['PROBLEM', 'RESEARCH_IDEA', 'INNOVATION']) {
      const rows = (await search(`type=${type}&limit=50`)).json().data as { status: string; orgName: string; focusArea: string[] }[];
      expect(rows, type).toHaveLength(12);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['UNDER_REVIEW', 'APPROVED']));
      expect(rows.every((r) => r.orgName && r.focusArea.length > 0)).toBe(true);
    }
    // Real words find real posts.
    expect((await search('query=slag')).json().total).toBeGreaterThan(2);
    await seedDemoData(ctx.app.db, ctx.config, ctx.app.storage, ctx.app.log);
    expect(await countProposals()).toBe(36);
    await ctx.app.db.delete(proposals);
    await seedDemoData(ctx.app.db, ctx.config, ctx.app.storage, ctx.app.log);
    expect(await countProposals()).toBe(0);
  });

  it('with SEED_DEMO=0: no posts and no marker', async () => {
    ctx = await createTestApp({ seedDemo: false });
    await seedDemoData(ctx.app.db, ctx.config, ctx.app.storage, ctx.app.log);
    expect(await countProposals()).toBe(0);
    expect(await ctx.app.db.select().from(seedMarkers).where(eq(seedMarkers.name, DEMO_STEELCOLLAB_MARKER))).toHaveLength(0);
  });
});
