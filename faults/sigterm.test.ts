import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
const DRAIN_MS = 1000;

/** An SMTP server that accepts connections and never answers: a mail in hand waits on it. */
let silentSmtp: Server;
const held: Socket[] = [];
beforeAll(async () => {
  silentSmtp = createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  for (const socket of held) socket.destroy();
  silentSmtp.close();
});

/** Running: not exited (an exited process whose stopped parent has not reaped it yet is a zombie, 'Z'). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/**
 * The built server started by a parent that is also its log reader (faults/log-reader.mjs), with the SMTP
 * server above, at the info level so every request writes a log line.
 */
async function startBehindReader(): Promise<{ reader: ChildProcess; pid: number; url: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-'));
  const smtpPort = (silentSmtp.address() as { port: number }).port;
  const reader = spawn(process.execPath, [path.join(import.meta.dirname, 'log-reader.mjs'), MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'faults-admin-password-1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    reader.stdout!.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString());
    });
  });
  const { pid, url } = JSON.parse(line) as { pid: number; url: string };
  return { reader, pid, url, dataDir };
}

/** Enough requests that their log lines fill the pipe nobody reads (a pipe holds 64 KB). */
async function fillTheLog(url: string): Promise<void> {
  for (let n = 0; n < 600; n++) await fetch(`${url}/api/no/such/${'x'.repeat(100)}`);
}

/** A registration: its mail is queued and the worker takes it to the silent SMTP server. */
async function mailInHand(url: string): Promise<void> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Asha Rao',
      email: `sigterm.${Date.now()}@example.in`,
      phone: '+91 98765 43210',
      password: 'Blast-Furnace-42',
      agreeTerms: true,
    }),
  });
  expect(res.status).toBe(201);
  for (let i = 0; i < 50 && held.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** SIGTERM, then how long until the process is gone (null: still running after the bound plus 5 s). */
async function stopTime(pid: number): Promise<number | null> {
  const started = Date.now();
  process.kill(pid, 'SIGTERM');
  while (alive(pid) && Date.now() - started < DRAIN_MS + 15_000) await new Promise((resolve) => setTimeout(resolve, 100));
  const took = Date.now() - started;
  if (!alive(pid)) return took;
  process.kill(pid, 'SIGKILL');
  return null;
}

describe('SIGTERM always stops the server', () => {
  /**
   * Promise: SIGTERM stops the server within SHUTDOWN_DRAIN_MS + 10 s, also when the process reading its
   * log has stopped reading (the pipe is full) and its SMTP server accepts connections but never answers
   * (a mail is in hand). Neither the log nor the mail worker keeps it alive.
   */
  it('with its log reader stopped and the SMTP server silent, it is gone within the drain time plus 10 s', async () => {
    const server = await startBehindReader();
    try {
      await mailInHand(server.url);
      process.kill(server.reader.pid!, 'SIGSTOP');
      await fillTheLog(server.url);
      const took = await stopTime(server.pid);
      expect(took).not.toBeNull();
      expect(took!).toBeLessThan(DRAIN_MS + 10_000);
    } finally {
      server.reader.kill('SIGKILL');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  /**
   * Promise: the same when its parent and log reader have exited (the seen case: the writes to its log fail
   * with EPIPE), with the SMTP server silent: it neither crashes on the closed pipe nor hangs on it.
   */
  it('with its parent and log reader gone and the SMTP server silent, it serves on, then is gone within the drain time plus 10 s', async () => {
    const server = await startBehindReader();
    try {
      process.kill(server.reader.pid!, 'SIGSTOP');
      await fillTheLog(server.url);
      server.reader.kill('SIGKILL');
      await new Promise((resolve) => server.reader.once('exit', resolve));
      // Its log now fails with EPIPE: it still serves, and still sends its mail to the SMTP server.
      await mailInHand(server.url);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const took = await stopTime(server.pid);
      expect(took).not.toBeNull();
      expect(took!).toBeLessThan(DRAIN_MS + 10_000);
    } finally {
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
