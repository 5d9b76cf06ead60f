import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fdLogStream } from './log-stream.js';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-log-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A named pipe read by `cat` into a file, opened for writing without blocking (as a server's stdout pipe is). */
async function pipeToReader(name: string): Promise<{ fd: number; reader: ChildProcess; out: string }> {
  const fifo = path.join(dir, name);
  execFileSync('mkfifo', [fifo]);
  const out = `${fifo}.out`;
  const reader = spawn('sh', ['-c', `exec cat "${fifo}" > "${out}"`], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      return { fd: openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK), reader, out };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  throw new Error('the reader did not open the pipe');
}

describe('the server log on stdout (decision 247)', () => {
  it('writes every line while read; with its reader stopped it drops past its bound and flushes within its time; with its reader gone it drops all', async () => {
    const { fd, reader, out } = await pipeToReader('log');
    try {
      const log = fdLogStream(fd, 256 * 1024);
      for (let n = 0; n < 100; n++) log.write(`{"n":${n}}\n`);
      await log.flush(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readFileSync(out, 'utf8').split('\n').filter(Boolean)).toHaveLength(100);

      // The reader stops: the pipe (64 KB) and the buffer (256 KB) fill, then lines are dropped; nothing blocks.
      process.kill(reader.pid!, 'SIGSTOP');
      const line = `${JSON.stringify({ msg: 'x'.repeat(1000) })}\n`;
      const started = Date.now();
      for (let n = 0; n < 1000; n++) log.write(line);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(log.dropped).toBeGreaterThan(500);
      const flushStarted = Date.now();
      await log.flush(300);
      expect(Date.now() - flushStarted).toBeLessThan(1000);

      // The reader exits: writes fail with EPIPE, the log ends without an error thrown.
      process.kill(reader.pid!, 'SIGKILL');
      await new Promise((resolve) => reader.once('exit', resolve));
      const before = log.dropped;
      await new Promise((resolve) => setTimeout(resolve, 300));
      log.write(line);
      await log.flush(1000);
      log.write(line);
      expect(log.dropped).toBeGreaterThan(before);
    } finally {
      reader.kill('SIGKILL');
      closeSync(fd);
    }
  });
});
