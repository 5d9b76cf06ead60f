// Gzipped size of every JavaScript file the home page loads, measured in Debian chromium against the
// built portal. Budget: <= 120 KB gzipped (issue 17).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const HOME_JS_BUDGET_BYTES = 120 * 1024;
const ROOT = path.resolve(import.meta.dirname, '..');

/** `seed`: the demo data (challenges, Steelcollab posts), so the public lists are measured with rows in them. */
export async function startBuiltPortal({ seed = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    // WEB_DIST measures another build of the web app (e.g. main's, for a comparison on the same machine).
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: seed ? '1' : '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseURL = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b) => {
      out += b.toString();
      const m = /Portal ready: (http:\/\/[\d.]+:\d+)\//.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`portal exited ${code}`)));
  });
  return {
    baseURL,
    async stop() {
      await new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function runHomeJs() {
  const portal = await startBuiltPortal();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (type.includes('javascript'))
        scripts.set(
          res.url(),
          res.body().then((b) => gzipSync(b, { level: 9 }).length),
        );
    });
    await page.goto(`${portal.baseURL}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const sizes = await Promise.all([...scripts.entries()].map(async ([url, size]) => ({ file: new URL(url).pathname, gzip: await size })));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    return { files: sizes, total, pass: total <= HOME_JS_BUDGET_BYTES };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await runHomeJs());
}
