import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClamdScanner } from '../lib/clamd.js';

const CLAMD = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';

/**
 * The EICAR test file's text: every anti-virus product detects it, and it does nothing. Kept in two
 * halves so this source file is not itself flagged by a scanner that reads the repository.
 */
export const EICAR = Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR', '-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''));

/** A PDF (it passes the type check by its bytes) that carries the EICAR text in a comment line. */
export function infectedPdf(clean: Buffer): Buffer {
  const firstLine = clean.indexOf('\n') + 1;
  return Buffer.concat([clean.subarray(0, firstLine), Buffer.from('%'), EICAR, Buffer.from('\n'), clean.subarray(firstLine)]);
}

/** Debian's clamav-daemon, installed with apt-get when run as root (as e2e/run.mjs does for chromium). */
function ensureInstalled(): void {
  if (existsSync(CLAMD)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`The malware-scan tests need Debian's clamd at ${CLAMD}. Install it with: sudo apt-get install -y clamav-daemon`);
  }
  console.log('clamd is missing: installing Debian clamav-daemon with apt-get…');
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends clamav-daemon'], {
    stdio: 'inherit',
  });
}

/**
 * A real clamd for one test file, as the current user, on a socket in a temporary folder, with a
 * signature database holding only the EICAR signature (a body signature matching the text anywhere in
 * a file): no signature download is needed.
 */
export class TestClamd {
  private process: ChildProcess | null = null;
  private constructor(private readonly dir: string) {}

  get socket(): string {
    return path.join(this.dir, 'clamd.sock');
  }
  get url(): string {
    return `unix://${this.socket}`;
  }

  static async start(): Promise<TestClamd> {
    ensureInstalled();
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-clamd-'));
    mkdirSync(path.join(dir, 'db'));
    writeFileSync(path.join(dir, 'db', 'eicar.ndb'), `Eicar-Test-Signature:0:*:${EICAR.toString('hex')}\n`);
    const conf = [
      'Foreground yes',
      `LocalSocket ${path.join(dir, 'clamd.sock')}`,
      `DatabaseDirectory ${path.join(dir, 'db')}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      `PidFile ${path.join(dir, 'clamd.pid')}`,
      `TemporaryDirectory ${dir}`,
      'StreamMaxLength 64M',
      'Bytecode no',
    ];
    writeFileSync(path.join(dir, 'clamd.conf'), `${conf.join('\n')}\n`);
    const clamd = new TestClamd(dir);
    await clamd.run();
    return clamd;
  }

  private async run(): Promise<void> {
    const child = spawn(CLAMD, ['-c', path.join(this.dir, 'clamd.conf')], { stdio: 'ignore' });
    this.process = child;
    const scanner = new ClamdScanner({ path: this.socket }, 2000);
    for (let waited = 0; waited < 30_000; waited += 100) {
      if (child.exitCode !== null) break;
      if (
        existsSync(this.socket) &&
        (await scanner.scan(Buffer.from('ping')).then(
          () => true,
          () => false,
        ))
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    const log = existsSync(path.join(this.dir, 'clamd.log')) ? readFileSync(path.join(this.dir, 'clamd.log'), 'utf8') : '';
    throw new Error(`clamd did not start:\n${log}`);
  }

  /** Stops clamd (its socket goes with it); `start` again with `restart`. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(this.socket, { force: true });
  }

  restart(): Promise<void> {
    return this.run();
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
