// Request rate of GET /api/health through the full plugin stack, divided by that of a bare Fastify
// route: same machine, same process kind, same autocannon settings. Budget: ratio >= 0.7.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

const SETTINGS = { connections: 10, duration: 3, pipelining: 1 };
const ROUNDS = 5;
export const RATIO_BUDGET = 0.7;

async function startServer(kind) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'serve.mjs'), kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b) => {
      out += b.toString();
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited ${code}`)));
  });
  return { port, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
}

async function measure(port, kind) {
  const url = `http://127.0.0.1:${port}/api/health`;
  const result = await autocannon({ url, ...SETTINGS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Both servers run side by side and are measured in alternating rounds; each keeps its best round. */
export async function runRequestRate() {
  const servers = { bare: await startServer('bare'), full: await startServer('full') };
  const best = { bare: 0, full: 0 };
  try {
    for (const kind of ['bare', 'full']) await autocannon({ url: `http://127.0.0.1:${servers[kind].port}/api/health`, connections: 10, duration: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['bare', 'full']) best[kind] = Math.max(best[kind], await measure(servers[kind].port, kind));
    }
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }
  const { bare, full } = best;
  const ratio = full / bare;
  return { bare, full, ratio, pass: ratio >= RATIO_BUDGET };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runRequestRate();
  console.log(r);
}
