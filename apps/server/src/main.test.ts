import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from './config.js';
import { startServerProcess } from './test/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

const modeOf = (p: string) => statSync(p).mode & 0o777;

// Each start of the server from source costs seconds of CPU (tsx, and a new cluster's initdb on the first):
// one journey asserts what a first start, a stop and a second start on the same data each owe.
describe('the server process', () => {
  it('starts on the embedded database under umask 000, prints its address and the first admin once, keeps its files its own (700/600), stops cleanly on SIGTERM; a second start on the same data prints no password and drains on SIGTERM (decisions 168, 213)', async () => {
    const data = path.join(dataDir, 'data');
    const first = await startServerProcess({ DATA_DIR: data, PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: '0' }, { umask: '000' });
    // What the operator reads is what signs in.
    const printed = /First admin: (\S+)\n\s+Password:\s+(\S+)\n/.exec(first.output());
    expect(printed?.[1]).toBe(DEFAULT_ADMIN_EMAIL);
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: printed?.[1], password: printed?.[2] }),
    });
    expect(login.status).toBe(200);
    const health = (await (await fetch(`${first.url}/api/health`)).json()) as { data: { database: unknown } };
    expect(health.data.database).toEqual({ kind: 'pglite', ok: true });
    // A mail with a code lands in the development outbox.
    const register = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha Rao', email: 'modes@example.in', phone: '+91 98765 43210', password: 'Blast-Furnace-42', agreeTerms: true }),
    });
    expect(register.status).toBe(201);
    const outbox = path.join(data, 'outbox');
    for (let i = 0; i < 100 && !readdirSync(data).includes('outbox'); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 100 && readdirSync(outbox).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stop(first.child)).toBe(0);

    // DATA_DIR, the database, the outbox and the signing secret stay the server's own whatever the umask.
    expect(modeOf(data)).toBe(0o700);
    expect(modeOf(path.join(data, 'pglite'))).toBe(0o700);
    expect(modeOf(outbox)).toBe(0o700);
    expect(modeOf(path.join(data, 'jwt-secret'))).toBe(0o600);
    const eml = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(eml.length).toBeGreaterThan(0);
    for (const f of eml) expect(modeOf(path.join(outbox, f))).toBe(0o600);
    // Every file and folder PGlite wrote: nothing for the group or others.
    const open: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if ((statSync(p).mode & 0o077) !== 0) open.push(p);
        if (entry.isDirectory()) walk(p);
      }
    };
    walk(data);
    expect(open).toEqual([]);

    // A second start reuses the same data: the admin exists, so no new password is printed.
    const second = await startServerProcess({ DATA_DIR: data, PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: '0', SHUTDOWN_DRAIN_MS: '10000' });
    expect(second.output()).not.toMatch(/First admin/);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    // On SIGTERM it says draining for SHUTDOWN_DRAIN_MS while it still serves, then stops.
    const exited = new Promise<number | null>((resolve) => second.child.once('exit', (code) => resolve(code)));
    second.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const draining = await fetch(`${second.url}/api/health`);
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as { data: { status: string } }).data.status).toBe('draining');
    // Other requests are still answered while the load balancer takes the instance out.
    expect((await fetch(`${second.url}/api/no/such/thing`)).status).toBe(404);
    expect(await exited).toBe(0);
  }, 240_000);

  it('refuses to start with a bad variable and names it', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toMatch(/PORT/);
  }, 30_000);
});
