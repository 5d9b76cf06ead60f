// Time to accept a 2 MB proposal PDF with malware scanning on (a real clamd, CLAMD_URL) ÷ with it off,
// through real HTTP on the built app (budget <= 1.5). The file streams to clamd as it arrives, so the
// scan should add little beyond clamd's own pass over the bytes. Each figure is the median of
// alternating rounds. clamd runs here on an EICAR-only signature database, as in the tests: the figure
// is the streaming's cost, not that of a full signature set (which mostly adds clamd's start-up).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { form, median, startPortal, timeUpload } from './proposal-upload.mjs';

export const SCAN_RATIO_BUDGET = 1.5;
const ROUNDS = 7;
const MB = 1024 * 1024;
const CLAMD = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';

const ping = (socket) =>
  new Promise((resolve) => {
    const c = net.connect(socket, () => c.end('zPING\0'));
    let reply = '';
    c.on('data', (d) => (reply += d));
    c.on('close', () => resolve(reply.startsWith('PONG')));
    c.on('error', () => resolve(false));
  });

/** clamd on a socket in a temporary folder (the same set-up as apps/server/src/test/clamd.ts). */
async function startClamd() {
  if (!existsSync(CLAMD)) throw new Error(`the scanning bench needs Debian's clamd at ${CLAMD}: apt-get install -y clamav-daemon`);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-clamd-'));
  mkdirSync(path.join(dir, 'db'));
  const eicar = Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR', '-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''));
  writeFileSync(path.join(dir, 'db', 'eicar.ndb'), `Eicar-Test-Signature:0:*:${eicar.toString('hex')}\n`);
  const socket = path.join(dir, 'clamd.sock');
  const conf = [
    'Foreground yes',
    `LocalSocket ${socket}`,
    `DatabaseDirectory ${path.join(dir, 'db')}`,
    `LogFile ${path.join(dir, 'clamd.log')}`,
    `TemporaryDirectory ${dir}`,
    'StreamMaxLength 64M',
    'Bytecode no',
  ];
  writeFileSync(path.join(dir, 'clamd.conf'), `${conf.join('\n')}\n`);
  const child = spawn(CLAMD, ['-c', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
  for (let i = 0; i < 300 && !(existsSync(socket) && (await ping(socket))); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: `unix://${socket}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function runUploadScan() {
  const clamd = await startClamd();
  const off = await startPortal();
  const on = await startPortal({ CLAMD_URL: clamd.url });
  try {
    const small = form(2 * MB);
    const times = { off: [], on: [] };
    await timeUpload(off.port, off.token, small);
    await timeUpload(on.port, on.token, small);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [which, portal] of [
        ['off', off],
        ['on', on],
      ]) {
        const answer = await timeUpload(portal.port, portal.token, small);
        if (answer.status !== 201) throw new Error(`2 MB upload, scanning ${which}, answered ${answer.status}`);
        times[which].push(answer.ms);
      }
    }
    const [scanOn, scanOff] = [median(times.on), median(times.off)];
    return { on: scanOn, off: scanOff, ratio: scanOn / scanOff, pass: scanOn / scanOff <= SCAN_RATIO_BUDGET };
  } finally {
    await Promise.all([off.close(), on.close()]);
    await clamd.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runUploadScan());
