import { PROPOSAL_KINDS } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { overlapLikelyPairs, overlapSignatures, proposals } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/rate-limit.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { registerSubmitter } from '../../test/users.js';

// Issue 48: the hourly pass began the overlap backfill of thousands of proposals loaded by SQL, and closing
// the app waited for all of it. The pass now stops between two proposals on close, and the next pass
// indexes exactly those left (decision 303).

let ctx: TestContext;
const lines: string[] = [];
const TOTAL = 60;

// Groups of three proposals on the same work in other words (a few words dropped each), so the backfill finds
// likely duplicates; each group has words of its own, so a proposal's candidates are its group.
const textOf = (group: number, variant: number) =>
  Array.from(
    { length: 40 },
    (_, i) => `${['slag', 'ore', 'coke', 'mill', 'kiln'][i % 5]}${String.fromCharCode(97 + (group % 26))}${String.fromCharCode(97 + ((group * 7 + i) % 26))}`,
  )
    .filter((_, i) => i % 13 !== variant)
    .join(' ');

beforeAll(async () => {
  ctx = await createTestApp({ logLevel: 'warn' }, { logStream: { write: (line) => void lines.push(line) } });
  const owner = await registerSubmitter(ctx);
  const kind = PROPOSAL_KINDS.openInnovation;
  // Rows written straight to the table, as a bulk load does: none has a signature yet.
  await ctx.app.db.insert(proposals).values(
    Array.from({ length: TOTAL }, (_, i) => ({
      userId: owner.id,
      category: kind.category,
      type: kind.type,
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      mobile: '+91 98765 43210',
      title: `Pilot ${Math.floor(i / 3)} of the group`,
      abstract: textOf(Math.floor(i / 3), i % 3),
      methodology: textOf(Math.floor(i / 3), (i % 3) + 3),
      status: 'SUBMITTED' as const,
      ownerApproved: true,
      submittedAt: new Date(),
    })),
  );
});
afterAll(async () => {
  await ctx.database.close();
  await ctx.smtp.stop();
});

const signedCount = async () =>
  rowsOf<{ n: number }>(await ctx.app.db.execute(sql`select count(distinct proposal_id)::int as n from ${overlapSignatures}`))[0]!.n;
const indexState = async (db: TestContext['app']['db']) => ({
  signatures: rowsOf(await db.execute(sql`select proposal_id, band, hash from ${overlapSignatures} order by 1, 2`)),
  pairs: rowsOf(await db.execute(sql`select proposal_id, other_id, score from ${overlapLikelyPairs} order by 1, 2`)),
});

it('stops a long overlap backfill between two proposals on close, and the next pass ends as an uninterrupted one would', async () => {
  const pass = ctx.app.housekeeping.pass();
  // The close comes a few proposals into the backfill (PGlite serves this read between two of them).
  await expect.poll(signedCount, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(5);

  const started = Date.now();
  await ctx.app.close();
  const closeMs = Date.now() - started;
  // The close waited for the proposal in hand only, not for the rest of the backfill (seconds more).
  expect(closeMs).toBeLessThan(1_000);
  const stopped = (await pass)?.['overlap index'] ?? 0;
  expect(stopped).toBeLessThan(TOTAL);
  expect(lines.filter((l) => (JSON.parse(l) as { level: number }).level >= 50)).toEqual([]);

  // A new instance on the same database: its pass indexes what is left.
  const next = await buildApp(ctx.config, { database: ctx.database });
  try {
    await next.ready();
    const resumed = (await next.housekeeping.run())['overlap index'];
    const afterResume = await indexState(next.db);

    // The same backfill from nothing, uninterrupted: the same signatures and the same likely duplicates.
    await next.db.execute(sql`delete from ${overlapLikelyPairs}`);
    await next.db.execute(sql`delete from ${overlapSignatures}`);
    expect((await next.housekeeping.run())['overlap index']).toBe(TOTAL);
    const uninterrupted = await indexState(next.db);
    expect(uninterrupted.signatures).toHaveLength(TOTAL * 32);
    expect(uninterrupted.pairs.length).toBeGreaterThanOrEqual(TOTAL);
    expect(afterResume).toEqual(uninterrupted);
    // …and the stopped pass had indexed a few, the resumed one exactly those it left.
    expect(stopped).toBeGreaterThanOrEqual(5);
    expect(resumed).toBe(TOTAL - stopped);
  } finally {
    await next.close();
  }
});
