// Request rate of GET /api/health through the full plugin stack, divided by that of a bare Fastify
// route: same machine, same process kind, same autocannon settings. Budget: ratio >= 0.7.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

// Pipelining keeps the load generator from being the bottleneck: with one request in flight per
// connection, autocannon (one Node thread on a 2-core machine) saturates first and both servers sit
// about 30% idle, so the figure would measure the client's HTTP parsing, not our plugin stack.
const SETTINGS = { connections: 10, duration: 5, pipelining: 10 };
const ROUNDS = 5;
export const RATIO_BUDGET = 0.7;
// With two or more cores the servers get core 0 and this process (autocannon) core 1, so the client
// never steals the server's time; the two servers are measured in turn, never at once.
const CORES = os.availableParallelism();
const pinSelf = (cores) => spawnSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)]).status === 0;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function startServer(kind, pinned = false, extra = []) {
  const args = [process.execPath, path.join(import.meta.dirname, 'serve.mjs'), kind, ...extra];
  const command = pinned ? ['taskset', '-c', '0', ...args] : args;
  const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b) => {
      out += b.toString();
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited ${code}`)));
  });
  return {
    port,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

async function measure(port, kind) {
  const url = `http://127.0.0.1:${port}/api/health`;
  const result = await autocannon({ url, ...SETTINGS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * Both servers run side by side and are measured in alternating rounds. Each round's ratio compares two
 * measurements taken seconds apart, so a slow moment of the machine touches both; the figure is the
 * median of those ratios.
 */
export async function runRequestRate() {
  const pinned = CORES >= 2 && pinSelf('1');
  const servers = { bare: await startServer('bare', pinned), full: await startServer('full', pinned) };
  const rates = { bare: [], full: [] };
  try {
    for (const kind of ['bare', 'full']) await autocannon({ url: `http://127.0.0.1:${servers[kind].port}/api/health`, connections: 10, duration: 2 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['bare', 'full']) rates[kind].push(await measure(servers[kind].port, kind));
    }
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    if (pinned) pinSelf(`0-${CORES - 1}`);
  }
  const ratios = rates.full.map((full, i) => full / rates.bare[i]);
  const ratio = median(ratios);
  return { bare: median(rates.bare), full: median(rates.full), ratio, ratios, pinned, pass: ratio >= RATIO_BUDGET };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runRequestRate();
  console.log(r);
}
