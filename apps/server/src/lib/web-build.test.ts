import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_PUBLIC_API_KEY } from '@portal/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, TEST_PUBLIC_API_KEY, testConfig } from '../test/app.js';
import { PUBLIC_API_KEY_RECORD, WebBuildKeyMismatch } from './web-build.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A web build as apps/web's build leaves it: index.html and, unless told, the record of its credential. */
function webBuild(record: { sha256: string | null } | 'none'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title><main id="main"></main>');
  if (record !== 'none') writeFileSync(path.join(dir, PUBLIC_API_KEY_RECORD), JSON.stringify(record));
  return dir;
}
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe("the web build's public credential against the server's PUBLIC_API_KEY", () => {
  it('serves a build made with the same key', async () => {
    const ctx = await createTestApp({ webDist: webBuild({ sha256: sha256(TEST_PUBLIC_API_KEY) }) });
    try {
      const page = await ctx.app.inject({ method: 'GET', url: '/challenges' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main id="main">');
      const list = await ctx.app.inject({ method: 'GET', url: '/api/challenges/search', headers: { 'x-api-key': TEST_PUBLIC_API_KEY } });
      expect(list.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('refuses to start with a build made with another key, or with the development default, and says what to do', async () => {
    // Refused before the database is opened: buildApp is given none to open.
    await expect(buildApp(testConfig({ webDist: webBuild({ sha256: sha256('another-public-key-1234') }) }))).rejects.toThrow(WebBuildKeyMismatch);
    await expect(buildApp(testConfig({ webDist: webBuild({ sha256: null }) }))).rejects.toThrow(
      /PUBLIC_API_KEY differs[\s\S]*development default[\s\S]*npm start builds/,
    );
  });

  it('takes a record of null as the development default the app then sends', async () => {
    const ctx = await createTestApp({ webDist: webBuild({ sha256: null }), publicApiKey: DEV_PUBLIC_API_KEY });
    await ctx.close();
  });

  it('starts, and says so in the log, with a build that records no key (made before the record existed)', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({ webDist: webBuild('none'), logLevel: 'warn' }, { logStream: { write: (l) => void lines.push(l) } });
    await ctx.close();
    expect(lines.some((l) => l.includes('does not record its public credential'))).toBe(true);
  });

  it('stops the server process with the reason on stderr and exit code 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-key-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(import.meta.dirname, '..', 'main.ts')], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        PUBLIC_API_KEY: 'production-public-key-0001',
        WEB_DIST: webBuild({ sha256: null }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    // A server that does start is stopped, not left running.
    const code = await new Promise<number | string | null>((resolve) => {
      child.once('exit', resolve);
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve('still running');
      }, 100_000).unref();
    });
    expect(code).toBe(1);
    expect(out).toMatch(/PUBLIC_API_KEY differs/);
    expect(out).not.toMatch(/Portal ready/);
  }, 120_000);
});
