// Soak ("Load held", issue 48): mixed traffic (public pages, health, sign-in — a write of a refresh token —,
// profile and organisation reads) at 80 % of the peak rate the same mix reaches, for SOAK_MINUTES (10)
// minutes, against the full app. With TEST_DATABASE_URL: two instances on one scratch PostgreSQL database,
// the load split between them; without it, one instance on PGlite (printed as such). Budget: no error and
// no non-2xx answer, p99 <= 200 ms, and each server's resident memory after the soak at most 1.1 times
// what it was before it (after the peak's warm-up).
// `node bench/soak.mjs [--minutes N]` after `npm run build`; `npm run bench` reads SOAK_MINUTES.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './request-rate.mjs';
import { scratchDatabase } from './scratch-database.mjs';

export const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
export const SOAK_SHARE = 0.8;
export const RSS_RATIO_BUDGET = 1.1;
export const SOAK_P99_BUDGET_MS = 200;
const ADMIN = { email: 'bench-admin@portal.test', password: 'bench-admin-password-2025' };

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

function mix(token) {
  const json = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/programs' },
    { method: 'GET', path: '/api/health' },
    { method: 'POST', path: '/api/auth/login', headers: json, body: JSON.stringify(ADMIN) },
    { method: 'GET', path: '/api/users/profile/me', headers: { authorization: `Bearer ${token}` } },
    { method: 'GET', path: '/api/organizations', headers: { authorization: `Bearer ${token}` } },
  ];
}

/** The mix against every server at once, `connections` split between them; `rate` (req/s in all) paces it. */
async function run(servers, connections, duration, rate = null) {
  const results = await Promise.all(
    servers.map((s) =>
      autocannon({
        url: `http://127.0.0.1:${s.port}`,
        requests: mix(s.token),
        connections: Math.max(1, Math.floor(connections / servers.length)),
        duration,
        ...(rate ? { overallRate: Math.max(1, Math.floor(rate / servers.length)) } : {}),
      }),
    ),
  );
  return {
    rate: results.reduce((n, r) => n + r.requests.total, 0) / duration,
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    timeouts: results.reduce((n, r) => n + r.timeouts, 0),
    // Answers by status code, for a failed run: which requests failed, and how.
    statuses: results.reduce((acc, r) => {
      for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) acc[code] = (acc[code] ?? 0) + count;
      return acc;
    }, {}),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    total: results.reduce((n, r) => n + r.requests.total, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

async function signIn(port) {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status}`);
  return (await login.json()).data.token;
}

export async function runSoak({ minutes = SOAK_MINUTES } = {}) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const db = baseUrl ? await scratchDatabase(baseUrl) : null;
  const servers = [];
  try {
    // One after the other: the first migrates the empty database, the second finds nothing to do.
    for (let i = 0; i < (db ? 2 : 1); i++) servers.push(await startServer('soak', false, db ? [db.url] : []));
    for (const s of servers) s.token = await signIn(s.port);
    const load = { before: loadavg() };
    const peak = await run(servers, 8, 10);
    const rate = Math.max(1, Math.floor(peak.rate * SOAK_SHARE));
    const before = servers.map((s) => rssOf(s.pid));
    const soak = await run(servers, 8, Math.round(minutes * 60), rate);
    const after = servers.map((s) => rssOf(s.pid));
    load.after = loadavg();
    const ratio = Math.max(...after.map((a, i) => a / before[i]));
    const failures = soak.errors + soak.non2xx + peak.errors + peak.non2xx;
    return {
      instances: servers.length,
      database: db ? 'PostgreSQL' : 'PGlite',
      minutes,
      peak: peak.rate,
      rate,
      total: soak.total,
      achieved: soak.rate,
      p99: soak.p99,
      failures,
      timeouts: soak.timeouts + peak.timeouts,
      statuses: soak.statuses,
      before,
      after,
      ratio,
      load,
      pass: failures === 0 && soak.p99 <= SOAK_P99_BUDGET_MS && ratio <= RSS_RATIO_BUDGET && servers.length === 2,
    };
  } finally {
    for (const s of servers) await s.stop();
    await db?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--minutes');
  console.log(await runSoak(at > 0 ? { minutes: Number(process.argv[at + 1]) } : {}));
}
