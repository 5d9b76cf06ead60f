// Running on more than one machine (docs/architecture.md#running-on-more-than-one-machine):
// - idle resident memory of the built portal on PGlite and on PostgreSQL (started, then 10 s idle);
// - the anonymous search's request rate with two instances on one PostgreSQL ÷ one instance, 100 000
//   proposals, 50 connections in all (split between the instances), printed with the core count.
// `node bench/instances.mjs` after `npm run build` (needs TEST_DATABASE_URL).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scratchDatabase } from './scratch-database.mjs';
import { BENCH_API_KEY, COMMON_WORD } from './search-data.mjs';

/** Nothing gets slower than one instance: two serve at least as many requests. */
export const INSTANCES_RATIO_BUDGET = 1;
const MAIN = path.join(import.meta.dirname, '..', 'apps', 'server', 'dist', 'main.js');
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

function spawnReady(args, env, pattern) {
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (b) => {
      out += b.toString();
      const m = pattern.exec(out);
      if (m) resolve({ child, match: m });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out.slice(-2000)}`)));
  });
}
const stop = (child) => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));

async function idleRss(databaseUrl) {
  const env = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-rss-')),
    PORT: '0',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const { child } = await spawnReady([MAIN], env, /Portal ready: (http:\/\/[\d.]+:\d+)\//);
  try {
    await new Promise((r) => setTimeout(r, 10_000));
    return rssMb(child.pid);
  } finally {
    await stop(child);
  }
}

const searchServer = (url) => spawnReady([path.join(import.meta.dirname, 'serve-search.mjs'), url], {}, /TOKEN=(\S+)\nPORT=(\d+)/);

async function rate(ports, connections, duration) {
  const route = `/api/proposals/search?query=${COMMON_WORD}`;
  const per = Math.floor(connections / ports.length);
  const results = await Promise.all(
    ports.map((port) => autocannon({ url: `http://127.0.0.1:${port}${route}`, headers: { 'x-api-key': BENCH_API_KEY }, connections: per, duration })),
  );
  for (const r of results) if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rate: results.reduce((n, r) => n + r['2xx'], 0) / duration, p99: Math.max(...results.map((r) => r.latency.p99)) };
}

export async function runInstances() {
  const before = loadavg();
  const rss = { pglite: await idleRss(null), postgres: null };
  const baseUrl = process.env.TEST_DATABASE_URL;
  let scaling = null;
  if (baseUrl) {
    const db = await scratchDatabase(baseUrl);
    try {
      rss.postgres = await idleRss(db.url);
      const one = await searchServer(db.url);
      const port1 = Number(one.match[2]);
      await rate([port1], 50, 2);
      const single = await rate([port1], 50, 5);
      const two = await searchServer(db.url);
      const port2 = Number(two.match[2]);
      await rate([port1, port2], 50, 2);
      const double = await rate([port1, port2], 50, 5);
      await Promise.all([stop(one.child), stop(two.child)]);
      scaling = { single, double, ratio: double.rate / single.rate };
    } finally {
      await db.drop();
    }
  }
  return { cores: availableParallelism(), rss, scaling, load: { before, after: loadavg() } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runInstances();
  const mb = (v) => (v === null ? 'not measured' : `${v.toFixed(0)} MB`);
  console.log(`cores: ${r.cores}, load average ${r.load.before.map((x) => x.toFixed(1)).join(' ')} -> ${r.load.after.map((x) => x.toFixed(1)).join(' ')}`);
  console.log(`idle RSS: PGlite ${mb(r.rss.pglite)}, PostgreSQL ${mb(r.rss.postgres)}`);
  if (r.scaling) {
    const f = (m) => `${m.rate.toFixed(0)} req/s (p99 ${m.p99} ms)`;
    console.log(
      `search '${COMMON_WORD}', 50 connections: one instance ${f(r.scaling.single)}, two ${f(r.scaling.double)}, two / one = ${r.scaling.ratio.toFixed(2)}`,
    );
  }
}
