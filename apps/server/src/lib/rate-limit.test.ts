import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { openTestDatabase } from '../test/database.js';
import { deleteEndedRateLimits, RateLimiter } from './rate-limit.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hits = async (limiter: RateLimiter, key: string, n: number) => {
  for (let i = 0; i < n; i++) await limiter.hit(key, 'Too many tries.');
};

describe('RateLimiter (in the database, decision 165)', () => {
  it('refuses the hit past the limit with 429 and the wait, and counts again in the next window', async () => {
    const limiter = new RateLimiter(database.db, 'test.window', 3, 1000);
    await hits(limiter, 'a', 3);
    await expect(limiter.hit('a', 'Too many tries.')).rejects.toMatchObject({ statusCode: 429, message: expect.stringContaining('1 second') });
    await hits(limiter, 'b', 3);
    await sleep(1100);
    await expect(hits(limiter, 'a', 3)).resolves.toBeUndefined();
  });

  it('names the wait in minutes for a long window', async () => {
    const limiter = new RateLimiter(database.db, 'test.minutes', 1, 15 * 60_000);
    await limiter.hit('k', 'Too many tries.');
    await expect(limiter.hit('k', 'Too many tries.')).rejects.toMatchObject({ statusCode: 429, message: expect.stringContaining('15 minutes') });
  });

  it('counts every hit of parallel requests: none passes the limit', async () => {
    const limiter = new RateLimiter(database.db, 'test.parallel', 10, 60_000);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => limiter.hit('same', 'Too many tries.')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
  });

  it('two limiters (two instances) on one database share the count; another name does not', async () => {
    const one = new RateLimiter(database.db, 'test.shared', 4, 60_000);
    const two = new RateLimiter(database.db, 'test.shared', 4, 60_000);
    const other = new RateLimiter(database.db, 'test.other', 4, 60_000);
    await hits(one, 'k', 2);
    await hits(two, 'k', 2);
    expect(await one.spent('k')).toBe(true);
    await expect(two.hit('k', 'Too many tries.')).rejects.toMatchObject({ statusCode: 429 });
    await expect(hits(other, 'k', 4)).resolves.toBeUndefined();
    await one.clear('k');
    expect(await two.spent('k')).toBe(false);
    await expect(two.hit('k', 'Too many tries.')).resolves.toBeUndefined();
  });

  it('keeps no key in the clear, and housekeeping deletes the ended windows only', async () => {
    const limiter = new RateLimiter(database.db, 'test.stored', 5, 200);
    const live = new RateLimiter(database.db, 'test.stored-live', 5, 60_000);
    await limiter.hit('someone@example.com\n203.0.113.9', 'x');
    await live.hit('someone@example.com', 'x');
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.some((k) => k.includes('@') || k.includes('203.0'))).toBe(false);
    await sleep(300);
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(rateLimits);
    const gone = await deleteEndedRateLimits(database.db);
    expect(gone).toBeGreaterThanOrEqual(1);
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(rateLimits);
    expect(after[0]!.n).toBe(before[0]!.n - gone);
    expect(await live.spent('someone@example.com')).toBe(false);
    await hits(live, 'someone@example.com', 4);
    expect(await live.spent('someone@example.com')).toBe(true);
  });
});
