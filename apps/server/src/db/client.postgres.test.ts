import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/database.js';
import { type Database, openDatabase } from './client.js';

// PostgreSQL only (the PGlite project leaves *.postgres.test.ts out): PGlite has one connection and no timers.
describe('the PostgreSQL serving pool', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  async function open(statementTimeoutMs?: number): Promise<Database & { url: string }> {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const database = await openDatabase({ kind: 'postgres', url: created.url }, { statementTimeoutMs });
    cleanups.push(() => database.close());
    return { ...database, url: created.url };
  }
  const setting = async (db: Database['db'], name: string) => ((await db.execute(sql.raw(`show ${name}`))) as unknown as Record<string, string>[])[0]![name];

  it('bounds every session: 30 s a statement, 60 s idle inside a transaction', async () => {
    const { db } = await open();
    expect(await setting(db, 'statement_timeout')).toBe('30s');
    expect(await setting(db, 'idle_in_transaction_session_timeout')).toBe('1min');
    // The one prepared statement, the one-word search's, is planned once per connection (decision 305).
    expect(await setting(db, 'plan_cache_mode')).toBe('force_generic_plan');
  });

  it('cancels a statement past the timeout, and the pool goes on serving', async () => {
    const { db } = await open(200);
    await expect(db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    expect(await db.execute(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('migrates on a client of its own, which the serving timeout does not cut short', async () => {
    const database = await open(1);
    await database.migrate();
    const plain = postgres(database.url, { max: 1, onnotice: () => undefined });
    try {
      const [row] =
        await plain`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('proposals', 'refresh_tokens')`;
      expect(row!.n).toBe(2);
    } finally {
      await plain.end();
    }
  });
});
