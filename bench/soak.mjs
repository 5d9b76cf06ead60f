// Soak: 60 s of mixed traffic (public pages, health, sign-in, profile reads) at half the peak rate the
// same mix reaches, against the full app. Budget: no error and no non-2xx answer, and the server's
// resident memory after the soak at most 1.1 times what it was before it (after warm-up).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './request-rate.mjs';

export const SOAK_SECONDS = 60;
export const RSS_RATIO_BUDGET = 1.1;
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

async function run(port, token, options) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, requests: mix(token), connections: 8, ...options });
  return { rate: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx, total: result.requests.total };
}

export async function runSoak() {
  const server = await startServer('soak');
  try {
    const login = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { data } = await login.json();
    const peak = await run(server.port, data.token, { duration: 10 });
    const rate = Math.max(1, Math.floor(peak.rate / 2));
    const before = rssOf(server.pid);
    const soak = await run(server.port, data.token, { duration: SOAK_SECONDS, overallRate: rate });
    const after = rssOf(server.pid);
    const ratio = after / before;
    const failures = soak.errors + soak.non2xx + peak.errors + peak.non2xx;
    return { peak: peak.rate, rate, total: soak.total, failures, before, after, ratio, pass: failures === 0 && ratio <= RSS_RATIO_BUDGET };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runSoak());
