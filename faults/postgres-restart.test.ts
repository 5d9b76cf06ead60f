import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPortal, startPortal } from '../e2e/fixtures/server.js';
import { createFaultsDatabase, killPostmaster, query, restartFaultsCluster, startCluster, startClusterAfterKill, stopCluster } from './cluster.js';

let database: Awaited<ReturnType<typeof createFaultsDatabase>>;
const portals: RunningPortal[] = [];
beforeAll(async () => {
  database = await createFaultsDatabase();
  for (let i = 0; i < 2; i++) portals.push(await startPortal({ DATABASE_URL: database.url }));
});
afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await database?.drop();
});

type Answer = { kind: 'write' | 'read'; email?: string; status: number; key?: string; ms: number };

/** Mixed load on both instances until stopped: registrations (writes, each its own address) and health checks. */
function load() {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const send = async (kind: Answer['kind'], portal: RunningPortal): Promise<void> => {
    const started = Date.now();
    const id = n++;
    const email = `pg-restart.${id}@example.in`;
    try {
      const res =
        kind === 'write'
          ? await fetch(`${portal.baseURL}/api/auth/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}` },
              body: JSON.stringify({ name: 'Asha Rao', email, phone: '+91 98765 43210', password: 'Blast-Furnace-42', agreeTerms: true }),
              signal: AbortSignal.timeout(15_000),
            })
          : await fetch(`${portal.baseURL}/api/health`, { signal: AbortSignal.timeout(15_000) });
      const body = (await res.json().catch(() => ({}))) as { key?: string; data?: { status?: string } };
      answers.push({ kind, email, status: res.status, key: body.key ?? body.data?.status, ms: Date.now() - started });
    } catch {
      answers.push({ kind, email, status: 0, ms: Date.now() - started });
    }
  };
  const worker = async (kind: Answer['kind'], portal: RunningPortal) => {
    while (running) {
      await send(kind, portal);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const workers = portals.flatMap((p) => [worker('write', p), worker('read', p)]);
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long until every instance, checked side by side, answers its health check 200 and takes a write (null: not within 15 s). */
async function timeUntilServing(): Promise<number | null> {
  const started = Date.now();
  const serving = async (portal: RunningPortal, i: number): Promise<number | null> => {
    for (let ok = false; !ok;) {
      if (Date.now() - started > 15_000) return null;
      ok = (await fetch(`${portal.baseURL}/api/health`).catch(() => null))?.status === 200;
      if (!ok) await sleep(100);
    }
    const healthy = Date.now() - started;
    for (let ok = false; !ok;) {
      if (Date.now() - started > 15_000) return null;
      const res = await fetch(`${portal.baseURL}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${i}.${Date.now() % 250}` },
        body: JSON.stringify({
          name: 'Asha Rao',
          email: `back.${i}.${Date.now()}@example.in`,
          phone: '+91 98765 43210',
          password: 'Blast-Furnace-42',
          agreeTerms: true,
        }),
      }).catch(() => null);
      ok = res?.status === 201;
      if (!ok) await sleep(100);
    }
    console.log(`instance ${i}: health 200 after ${healthy} ms, a write taken after ${Date.now() - started} ms`);
    return Date.now() - started;
  };
  const each = await Promise.all(portals.map(serving));
  return each.some((t) => t === null) ? null : Math.max(...(each as number[]));
}

async function checkAnswers(answers: Answer[]): Promise<void> {
  // Never a 500, never a request left hanging past 10 s; while the database is away, 503.
  expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
  expect(answers.filter((a) => a.status === 0 || a.ms > 10_000)).toEqual([]);
  const refused = answers.filter((a) => a.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const a of refused) expect(a.key).toBe(a.kind === 'write' ? 'databaseUnavailable' : 'degraded');
  // Every write answered 201 is in the database; a refused one is wholly there (account and its mail) or not at all.
  const users = new Set((await query<{ email: string }>(database.url, 'select email from users')).map((r) => r.email));
  const mailed = new Set((await query<{ to: string }>(database.url, 'select "to" from mail_outbox')).map((r) => r.to));
  const written = answers.filter((a) => a.kind === 'write' && a.status === 201);
  expect(written.length).toBeGreaterThan(0);
  expect(written.filter((a) => !users.has(a.email!) || !mailed.has(a.email!))).toEqual([]);
  expect(answers.filter((a) => a.kind === 'write' && a.status === 503 && users.has(a.email!) !== mailed.has(a.email!))).toEqual([]);
}

describe('PostgreSQL restarts under load, two instances', () => {
  /**
   * Promise: while PostgreSQL is down every request that needs it is answered 503 (the health check
   * `degraded`), never 500 and never left hanging past 10 s; within 5 s of its return both instances serve
   * again without a restart of their own; every write answered 2xx is in the database, and none answered
   * 5xx is half-applied.
   */
  it('stopped for 5 s during mixed writes: 503 meanwhile, both serve within 5 s of its return, every 2xx write kept', async () => {
    const traffic = load();
    await sleep(3000);
    stopCluster();
    await sleep(5000);
    startCluster();
    const back = await timeUntilServing();
    await sleep(2000);
    await traffic.stop();
    await checkAnswers(traffic.answers);
    expect(back).not.toBeNull();
    expect(back!).toBeLessThan(5000);
  });

  /** The same promise for `pg_ctlcluster … restart` (every session ended, then a start) under load. */
  it('restarted during mixed writes: 503 or served, both serve within 5 s, every 2xx write kept', async () => {
    const traffic = load();
    await sleep(3000);
    restartFaultsCluster();
    const back = await timeUntilServing();
    await sleep(2000);
    await traffic.stop();
    expect(back).not.toBeNull();
    expect(back!).toBeLessThan(5000);
    // A restart is quick: 503s are likely, not certain; the rest of the promise holds either way.
    expect(traffic.answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(traffic.answers.filter((a) => a.status === 0 || a.ms > 10_000)).toEqual([]);
    const users = new Set((await query<{ email: string }>(database.url, 'select email from users')).map((r) => r.email));
    expect(traffic.answers.filter((a) => a.kind === 'write' && a.status === 201 && !users.has(a.email!))).toEqual([]);
  });

  /**
   * The same promise when the postmaster is killed (kill -9, no shutdown: a crash, the OOM killer) and the
   * cluster started again 5 s later: crash recovery replays the WAL, so every write answered 2xx is there,
   * and none answered 503 is half-applied.
   */
  it('postmaster killed (kill -9) during mixed writes, started 5 s later: 503 meanwhile, both serve within 5 s, every 2xx write kept', async () => {
    const traffic = load();
    await sleep(3000);
    killPostmaster();
    await sleep(5000);
    await startClusterAfterKill();
    const back = await timeUntilServing();
    await sleep(2000);
    await traffic.stop();
    await checkAnswers(traffic.answers);
    expect(back).not.toBeNull();
    expect(back!).toBeLessThan(5000);
  });
});
