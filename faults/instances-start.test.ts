import { afterAll, describe, expect, it } from 'vitest';
import { type RunningPortal, startPortal } from '../e2e/fixtures/server.js';
import { createFaultsDatabase, query } from './cluster.js';

const portals: RunningPortal[] = [];
let database: Awaited<ReturnType<typeof createFaultsDatabase>> | undefined;
afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await database?.drop();
});

describe('instances started together on an empty database (a first deploy of three replicas)', () => {
  /**
   * Promise: any number of instances may start at once on an empty PostgreSQL database. One runs the
   * migrations under an advisory lock; the others wait for it, then find nothing to do. All of them start
   * and serve, and every migration is applied once.
   */
  it('three built instances started at once all start and serve /api/health', async () => {
    database = await createFaultsDatabase();
    const started = await Promise.allSettled([0, 1, 2].map(() => startPortal({ DATABASE_URL: database!.url })));
    for (const s of started) if (s.status === 'fulfilled') portals.push(s.value);
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures).toEqual([]);
    for (const portal of portals) {
      const res = await fetch(`${portal.baseURL}/api/health`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { database: unknown } }).data.database).toEqual({ kind: 'postgres', ok: true });
    }
    const [applied] = await query<{ n: number; distinct: number }>(
      database.url,
      'select count(*)::int as n, count(distinct hash)::int as "distinct" from drizzle.__drizzle_migrations',
    );
    expect(applied!.n).toBeGreaterThan(0);
    expect(applied!.n).toBe(applied!.distinct);
  });
});
