import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's libfaketime, the multi-threaded build (Node runs threads). */
export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';

/** Installs Debian's faketime when missing (as root, as the suite's clamd is installed); a clear failure otherwise. */
export function ensureFaketime(): void {
  if (existsSync(LIBFAKETIME)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`The clock fault needs Debian's libfaketime at ${LIBFAKETIME}. Install it with: sudo apt-get install -y faketime`);
  }
  console.log('libfaketime is missing: installing Debian faketime with apt-get…');
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends faketime'], {
    stdio: 'inherit',
  });
  if (!existsSync(LIBFAKETIME)) throw new Error(`apt-get installed faketime, but ${LIBFAKETIME} is not there`);
}

/**
 * A clock the test moves for the processes started with `env()`: libfaketime preloaded, reading its
 * offset from a file on every call (FAKETIME_NO_CACHE), so a jump reaches running processes at once.
 * The offset moves the wall clock and the monotonic clock together (libfaketime's default): the
 * processes see the hour pass, and their timers due within it fire, as after a suspended host.
 */
export class FakeClock {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'faults-clock-'));
  private readonly file = path.join(this.dir, 'faketime.rc');
  private offset = 0;

  constructor(offsetSeconds = 0) {
    this.set(offsetSeconds);
  }

  /** The environment that puts a started process on this clock. */
  env(): Record<string, string> {
    return { LD_PRELOAD: LIBFAKETIME, FAKETIME_TIMESTAMP_FILE: this.file, FAKETIME_NO_CACHE: '1' };
  }

  /** The time the processes on this clock read now. */
  now(): Date {
    return new Date(Date.now() + this.offset * 1000);
  }

  /** Moves the clock forward (or back) by `seconds`, at once. */
  jump(seconds: number): void {
    this.set(this.offset + seconds);
  }

  private set(offsetSeconds: number): void {
    this.offset = Math.round(offsetSeconds);
    writeFileSync(this.file, `${this.offset >= 0 ? '+' : ''}${this.offset}\n`);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
