#!/usr/bin/env node
// Runs the browser tests in Debian's chromium, as its headless shell (package chromium-headless-shell, the
// same Blink as the chromium package without the browser's windowing: decision 300). Never skips them
// silently: installs the package when it can (root, apt-get), or stops with the one line that does.
// CHROMIUM_PATH runs them in another build of chromium (the full /usr/bin/chromium, say).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && !process.env.CHROMIUM_PATH) {
    console.log('chromium-headless-shell is missing: installing it with apt-get…');
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell'], { stdio: 'inherit' });
  } else {
    console.error(`Browser tests need Debian chromium at ${chromium}. Install it with: sudo apt-get install -y chromium-headless-shell`);
    process.exit(1);
  }
}

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root, env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
