import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'portal-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('builds React for production even when the shell says NODE_ENV=development', async () => {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = saved;
  }
  const assets = path.join(outDir, 'assets');
  const js = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
  expect(js.length).toBeGreaterThan(100_000);
  // jsx-dev-runtime's export, and a check React's development build alone carries.
  expect(js.includes('jsxDEV'), 'jsx-dev-runtime shipped').toBe(false);
  expect(js.includes('validateDOMNesting'), "React's development build shipped").toBe(false);
}, 120_000);
