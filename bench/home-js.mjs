// Gzipped size of every JavaScript file the home page loads, in English (/) and in Hindi (/hi/), measured
// in Debian chromium against the built portal. Budget: <= 120 KB gzipped in each language (issues 17, 32).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const HOME_JS_BUDGET_BYTES = 120 * 1024;
const ROOT = path.resolve(import.meta.dirname, '..');

/** `seed`: the demo data (challenges, Steelcollab posts), so the public lists are measured with rows in them. */
/** `dataDir`: a data directory to start on (and to keep on stop), e.g. one a first start seeded and the caller added to. */
export async function startBuiltPortal({ seed = false, dataDir: kept = null } = {}) {
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
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
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
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

/** The JS one page loads, in a fresh browser context (nothing cached from another page). */
async function pageJs(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (type.includes('javascript'))
        scripts.set(
          res.url(),
          res.body().then((b) => gzipSync(b, { level: 9 }).length),
        );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const files = await Promise.all([...scripts.entries()].map(async ([href, size]) => ({ file: new URL(href).pathname, gzip: await size })));
    return { files, total: files.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await context.close();
  }
}

export async function runHomeJs() {
  const portal = await startBuiltPortal();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const en = await pageJs(browser, `${portal.baseURL}/`);
    const hi = await pageJs(browser, `${portal.baseURL}/hi/`);
    return { en, hi, total: Math.max(en.total, hi.total), pass: en.total <= HOME_JS_BUDGET_BYTES && hi.total <= HOME_JS_BUDGET_BYTES };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { en, hi, pass } = await runHomeJs();
  for (const [name, page] of [
    ['/', en],
    ['/hi/', hi],
  ]) {
    console.log(`${name}: ${(page.total / 1024).toFixed(1)} KB gzipped in ${page.files.length} files`);
    for (const f of [...page.files].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB ${f.file}`);
  }
  console.log(pass ? 'PASS' : 'FAIL');
}
