#!/usr/bin/env node
// Runs the browser tests in Debian's chromium. Never skips them silently: installs chromium when it
// can (root, apt-get), or stops with the one line that does.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && !process.env.CHROMIUM_PATH) {
    console.log('chromium is missing: installing Debian chromium with apt-get…');
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
  } else {
    console.error(`Browser tests need Debian chromium at ${chromium}. Install it with: sudo apt-get install -y chromium`);
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
