import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { COMPILE_HINT } from './compile-hints';
import { fingerprint, PUBLIC_API_KEY_RECORD } from './public-api-key';

const root = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'portal-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const SERVER_KEY = 'server-public-key-for-the-build-test';

it("builds React for production even when the shell says NODE_ENV=development, with the server's PUBLIC_API_KEY when no VITE_PUBLIC_API_KEY is given", async () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, PUBLIC_API_KEY: process.env.PUBLIC_API_KEY, VITE_PUBLIC_API_KEY: process.env.VITE_PUBLIC_API_KEY };
  process.env.NODE_ENV = 'development';
  process.env.PUBLIC_API_KEY = SERVER_KEY;
  delete process.env.VITE_PUBLIC_API_KEY;
  try {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const assets = path.join(outDir, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ name: f.replace(/-[\w-]{8}\.js$/, ''), code: readFileSync(path.join(assets, f), 'utf8') }));
  const js = chunks.map((c) => c.code).join('\n');
  expect(js.length).toBeGreaterThan(100_000);
  // jsx-dev-runtime's export, and a check React's development build alone carries.
  expect(js.includes('jsxDEV'), 'jsx-dev-runtime shipped').toBe(false);
  expect(js.includes('validateDOMNesting'), "React's development build shipped").toBe(false);
  // The app sends the server's credential, and the build records it for the server's check at start (decision 122).
  expect(js.includes(SERVER_KEY), "the server's PUBLIC_API_KEY in the app").toBe(true);
  expect(JSON.parse(readFileSync(path.join(outDir, PUBLIC_API_KEY_RECORD), 'utf8'))).toEqual({ sha256: fingerprint(SERVER_KEY) });
  // The app's start (decision 204): main and React DOM open with V8's compile hint, and no other chunk
  // does; main does not import React DOM statically, so each runs in a task of its own.
  const hinted = chunks.filter((c) => c.code.startsWith(`${COMPILE_HINT}\n`));
  expect(hinted.map((c) => c.name).sort()).toEqual(['main', 'react-dom']);
  const main = hinted.find((c) => c.name === 'main')!.code;
  expect(main).not.toMatch(/from\s*["']\.\/react-dom-/);
  expect(main).toMatch(/import\(\s*["'`]\.\/client-[\w-]+\.js["'`]\s*\)/);
}, 120_000);
