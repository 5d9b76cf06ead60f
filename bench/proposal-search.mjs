// GET /api/proposals/search on 100 000 proposals, through the built app and real HTTP (autocannon).
// PostgreSQL (a scratch database on TEST_DATABASE_URL's server): request rate of a search for a common
// and a rare word ÷ that of GET /api/bench/select1 (same credential check, one SELECT 1 through the
// same database client) at 50 connections — budget >= 0.5 with p99 <= 50 ms; and the latency of page
// 500 ÷ page 1 of an explore list — budget <= 1.5. PGlite's figures are printed beside them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { scratchDatabase } from './scratch-database.mjs';
import { BENCH_API_KEY, COMMON_WORD, RARE_WORD, zipfPicker, zipfWords } from './search-data.mjs';

export const SEARCH_RATIO_BUDGET = 0.5;
export const SEARCH_P99_BUDGET_MS = 50;
export const DEEP_PAGE_BUDGET = 1.5;
/** The search without its cache, on the Zipf mix (decision 250): its own budget. */
export const ZIPF_RATIO_BUDGET = 0.2;
export const ZIPF_P99_BUDGET_MS = 100;
const HEADERS = { 'x-api-key': BENCH_API_KEY };

async function startServer(target, env = {}) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'serve-search.mjs'), target], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const { port, token } = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b) => {
      out += b.toString();
      const m = /TOKEN=(\S+)\nPORT=(\d+)/.exec(out);
      if (m) resolve({ port: Number(m[2]), token: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`search server exited ${code}`)));
  });
  return {
    port,
    token,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/** CPU time (user + system) a process has used, in ms; 0 once it is gone (Linux /proc). */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * The CPU time the server and its PostgreSQL backends spend, measured around a load: on a shared machine
 * the request rate moves with the others' load, the CPU a request costs much less. The backends are read
 * from pg_stat_activity of the server's database (same machine only; elsewhere the database side is 0).
 */
async function cpuMeter(serverPid, databaseUrl) {
  const sql = databaseUrl ? postgres(databaseUrl, { max: 1, onnotice: () => undefined }) : null;
  const backends = async () =>
    sql ? (await sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`).map((r) => r.pid) : [];
  const sample = async () => {
    const pids = await backends();
    return { server: cpuMsOf(serverPid), db: new Map(pids.map((pid) => [pid, cpuMsOf(pid)])) };
  };
  return {
    start: sample,
    /** CPU ms spent since `from`: the server's and the backends' (a backend started since counts whole). */
    since: async (from) => {
      const now = await sample();
      let db = 0;
      for (const [pid, ms] of now.db) db += ms - (from.db.get(pid) ?? 0);
      return { server: now.server - from.server, db };
    },
    close: () => sql?.end(),
  };
}

/** Waits until requests queued by the previous load are done (a SELECT 1 answers fast again). */
async function settle(port) {
  for (let i = 0; i < 120; i++) {
    const started = Date.now();
    await fetch(`http://127.0.0.1:${port}/api/bench/select1`, { headers: HEADERS });
    if (Date.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function load(port, route, connections, duration, pickPath = null, meter = null) {
  await settle(port);
  const requests = pickPath ? [{ setupRequest: (req) => ({ ...req, path: pickPath() }) }] : undefined;
  const from = await meter?.start();
  const result = await autocannon({ url: `http://127.0.0.1:${port}${route}`, headers: HEADERS, connections, duration, requests });
  const cpu = meter ? await meter.since(from) : null;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // Every request completed in the window, per second (the per-second average is 0 when responses take longer than a second).
  const done = result['2xx'];
  return {
    rate: done / duration,
    p99: result.latency.p99,
    // CPU ms a request cost, the server's and the database's.
    ...(cpu ? { cpuMs: (cpu.server + cpu.db) / done, serverCpuMs: cpu.server / done, dbCpuMs: cpu.db / done } : {}),
  };
}

/**
 * Median latency of one request at a time, the two pages alternating so a slow moment touches both.
 * Signed in, so page 1 is read from the database as page 500 is (an anonymous page 1 may come from
 * the server's few-second cache, decision 093).
 */
async function pageLatencies(port, token, rounds) {
  const time = async (page) => {
    const started = process.hrtime.bigint();
    const res = await fetch(`http://127.0.0.1:${port}/api/proposals/search?type=PROBLEM&limit=10&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (res.status !== 200 || body.data.length !== 10) throw new Error(`page ${page}: ${res.status}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const first = [];
  const deep = [];
  for (let i = 0; i < rounds; i++) {
    first.push(await time(1));
    deep.push(await time(500));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { first: median(first), deep: median(deep), ratio: median(deep) / median(first) };
}

/** The words must find public posts, or the bench would time empty answers. */
async function matches(port, word) {
  const res = await fetch(`http://127.0.0.1:${port}/api/proposals/search?query=${word}`, { headers: HEADERS });
  const body = await res.json();
  if (res.status !== 200 || body.data.length === 0) throw new Error(`search for ${word}: ${res.status}, ${body.data?.length ?? 0} rows`);
  return { rows: body.data.length, total: body.total, totalExact: body.totalExact };
}

async function measure(target, { connections, duration, rounds }) {
  const server = await startServer(target);
  try {
    const { port } = server;
    process.stderr.write(
      `${target === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${COMMON_WORD} ${JSON.stringify(await matches(port, COMMON_WORD))}, ${RARE_WORD} ${JSON.stringify(await matches(port, RARE_WORD))}\n`,
    );
    await load(port, `/api/proposals/search?query=${COMMON_WORD}`, connections, 2);
    const select1 = await load(port, '/api/bench/select1', connections, duration);
    const common = await load(port, `/api/proposals/search?query=${COMMON_WORD}`, connections, duration);
    const rare = await load(port, `/api/proposals/search?query=${RARE_WORD}`, connections, duration);
    await settle(port);
    const pages = await pageLatencies(port, server.token, rounds);
    return { select1, common, rare, pages };
  } finally {
    await server.stop();
  }
}

/**
 * The search with the server's cache off (BENCH_SEARCH_CACHE_MS=0), on a realistic mix: 1 000 distinct
 * words drawn by Zipf's law, about a third of the searches for a common word (search-data.mjs).
 */
export async function measureZipf(target, { connections, duration }) {
  const server = await startServer(target, { BENCH_SEARCH_CACHE_MS: '0' });
  const meter = await cpuMeter(server.pid, target === 'pglite' ? null : target);
  try {
    const pick = zipfPicker();
    const pickPath = () => `/api/proposals/search?query=${encodeURIComponent(pick())}`;
    const load1 = loadavg()[0];
    await load(server.port, '/api/proposals/search?query=steel', connections, 2, pickPath);
    const select1 = await load(server.port, '/api/bench/select1', connections, duration, null, meter);
    const mix = await load(server.port, '/api/proposals/search?query=steel', connections, duration, pickPath, meter);
    return {
      select1,
      mix,
      ratio: mix.rate / select1.rate,
      // What a search costs in CPU against a SELECT 1, the figure the machine's other load moves least.
      cpuRatio: select1.cpuMs / mix.cpuMs,
      commonShare: zipfWords().commonShare,
      loadavg: [load1, loadavg()[0]],
    };
  } finally {
    await meter.close();
    await server.stop();
  }
}

export async function runProposalSearch() {
  // The machine is shared: its load average (1, 5, 15 min) before and after goes with the figures.
  const load = { before: loadavg() };
  const baseUrl = process.env.TEST_DATABASE_URL;
  let pg = null;
  if (baseUrl) {
    const db = await scratchDatabase(baseUrl);
    try {
      pg = await measure(db.url, { connections: 50, duration: 5, rounds: 41 });
      pg.zipf = await measureZipf(db.url, { connections: 50, duration: 10 });
      process.stderr.write(`PostgreSQL: ${JSON.stringify(pg)}\n`);
    } finally {
      await db.drop();
    }
  }
  // PGlite answers one query at a time: 10 connections are enough to saturate it.
  const lite = await measure('pglite', { connections: 10, duration: 3, rounds: 11 });
  process.stderr.write(`PGlite: ${JSON.stringify(lite)}\n`);
  const ratio = (r) => (pg ? pg[r].rate / pg.select1.rate : NaN);
  const pass = {
    rate: pg !== null && ratio('common') >= SEARCH_RATIO_BUDGET && ratio('rare') >= SEARCH_RATIO_BUDGET,
    p99: pg !== null && pg.common.p99 <= SEARCH_P99_BUDGET_MS && pg.rare.p99 <= SEARCH_P99_BUDGET_MS,
    pages: pg !== null && pg.pages.ratio <= DEEP_PAGE_BUDGET,
    zipf: pg !== null && pg.zipf.ratio >= ZIPF_RATIO_BUDGET && pg.zipf.mix.p99 <= ZIPF_P99_BUDGET_MS,
  };
  load.after = loadavg();
  return { pg, lite, ratio, pass, load };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--zipf URL`: the cache-off Zipf mix alone, on a database the bench loaded before (kept, not dropped).
  const zipfAt = process.argv.indexOf('--zipf');
  if (zipfAt > 0) console.dir(await measureZipf(process.argv[zipfAt + 1], { connections: 50, duration: 10 }), { depth: 5 });
  else console.dir(await runProposalSearch(), { depth: 5 });
}
