import { count, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { isPdf } from '../../lib/file-types.js';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { seedDemoData } from '../bootstrap.js';
import { challenges, files, seedMarkers } from '../schema/index.js';
import { DEMO_CHALLENGES_MARKER } from './demo-challenges.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const countOf = async (table: typeof challenges | typeof files) => Number((await ctx!.app.db.select({ n: count() }).from(table))[0]!.n);

describe('demo challenges (SEED_DEMO)', () => {
  it('with SEED_DEMO=1: three challenges at start-up, two open and one closed, each with a PDF anyone can download; never twice', async () => {
    ctx = await createTestApp({ seedDemo: true });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/challenges/search', headers: { 'x-api-key': TEST_PUBLIC_API_KEY } });
    const list = res.json().data as { title: string; status: string; isOpen: boolean; challengeDoc: { fileName: string; url: string } }[];
    expect(list).toHaveLength(3);
    expect(list.map((c) => [c.status, c.isOpen])).toEqual([
      ['OPEN', true],
      ['OPEN', true],
      ['CLOSE', false],
    ]);
    for (const challenge of list) {
      const download = await ctx.app.inject({ method: 'GET', url: challenge.challengeDoc.url });
      expect(download.statusCode).toBe(200);
      expect(isPdf(download.rawPayload)).toBe(true);
      // It opens, and says who published it (the text as a reader extracts it).
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), { mergePages: true });
      expect(text.replace(/\s+/g, ' ')).toContain('Challenge Identification Committee');
    }

    const filesBefore = await countOf(files);
    await seedDemoData(ctx.app.db, ctx.config, ctx.app.storage, ctx.app.log);
    expect([await countOf(challenges), await countOf(files)]).toEqual([3, filesBefore]);
    // The marker stays when the demo data is gone: an admin who removed it does not get it back on restart.
    await ctx.app.db.update(challenges).set({ docFileId: null });
    await ctx.app.db.delete(challenges);
    await seedDemoData(ctx.app.db, ctx.config, ctx.app.storage, ctx.app.log);
    expect(await countOf(challenges)).toBe(0);
  });

  it('with SEED_DEMO=0: nothing, and no marker that would stop a later seed', async () => {
    ctx = await createTestApp({ seedDemo: false });
    await seedDemoData(ctx.app.db, ctx.config, ctx.app.storage, ctx.app.log);
    expect(await countOf(challenges)).toBe(0);
    expect(await ctx.app.db.select().from(seedMarkers).where(eq(seedMarkers.name, DEMO_CHALLENGES_MARKER))).toHaveLength(0);
  });
});
