import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { RateLimiter, rowsOf } from '../lib/rate-limit.js';
import { openTestDatabase } from './database.js';

/** Rows in every table outside the migrations' own bookkeeping. */
async function rowsEverywhere(database: Database): Promise<number> {
  const tables = rowsOf<{ t: string }>(
    await database.db.execute(sql`select format('%I.%I', schemaname, relname) as t from pg_stat_user_tables where schemaname <> 'drizzle'`),
  );
  let rows = 0;
  for (const { t } of tables) rows += rowsOf<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from ${t}`)))[0]!.n;
  return rows;
}

async function tableExists(database: Database, name: string): Promise<boolean> {
  return rowsOf<{ r: string | null }>(await database.db.execute(sql`select to_regclass(${name})::text as r`))[0]!.r !== null;
}

// Each test file starts from the migrated, empty database, whatever the file before it did with its own
// (on PGlite a worker's files share one cluster, emptied between them: decision 280).
describe('openTestDatabase', () => {
  it('gives every file an empty, migrated database, though the one before wrote rows and left a listener', async () => {
    const first = await openTestDatabase();
    await new RateLimiter(first.db, 'test.fresh', 5, 60_000).hit('someone', 'Too many tries.');
    expect(await rowsEverywhere(first)).toBeGreaterThan(0);
    const heard: string[] = [];
    await first.listen('test_fresh', (payload) => heard.push(payload));
    await first.close();
    // What a file's app still runs after the file closed its database reaches no later file's data.
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

    const second = await openTestDatabase();
    try {
      expect(await rowsEverywhere(second)).toBe(0);
      expect(await tableExists(second, 'rate_limits')).toBe(true);
      // The same channel, listened to again (as every app listens to the search cache's): only this file hears.
      const heardNow: string[] = [];
      const unlisten = await second.listen('test_fresh', (payload) => heardNow.push(payload));
      await second.notify('test_fresh', 'after');
      await expect.poll(() => heardNow).toEqual(['after']);
      await unlisten();
      expect(heard).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('gives the template schema back after a file changed it', async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`alter table rate_limits add column stray int`);
    await first.db.execute(sql`create table stray (id int)`);
    await first.close();

    const second = await openTestDatabase();
    try {
      expect(await tableExists(second, 'rate_limits')).toBe(true);
      const columns = rowsOf<{ n: number }>(
        await second.db.execute(sql`select count(*)::int as n from information_schema.columns where table_name = 'rate_limits' and column_name = 'stray'`),
      );
      expect(columns[0]!.n).toBe(0);
      expect(await tableExists(second, 'stray')).toBe(false);
      await expect(new RateLimiter(second.db, 'test.schema', 5, 60_000).hit('someone', 'Too many tries.')).resolves.toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it('gives two databases open at once their own data', async () => {
    const a = await openTestDatabase();
    const b = await openTestDatabase();
    try {
      await new RateLimiter(a.db, 'test.apart', 5, 60_000).hit('someone', 'Too many tries.');
      expect(await rowsEverywhere(a)).toBeGreaterThan(0);
      expect(await rowsEverywhere(b)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
