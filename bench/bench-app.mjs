// The set-up the PostgreSQL benches share (bench/review-ranking.mjs, round-agenda.mjs, overlap.mjs): a
// scratch database of their own on TEST_DATABASE_URL, the built app on it (logs dropped), a signed admin
// token, and the tidy-up. Without TEST_DATABASE_URL the bench says it was not measured and exits 1.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

/**
 * Creates the database `portal_bench_<name>_<pid>` and builds the app on it. Returns the database's URL
 * (`target`), the app (ready, not listening), `sign(id, email, roles, extra?)` for an access token and `close()`,
 * which closes the app and drops the database (call it in a `finally`). The housekeeping timer is off.
 * `overrides`: configuration values set over the loaded ones (e.g. `{ housekeepingEveryMs: 3_600_000 }`).
 */
export async function benchApp(name, label, overrides = {}) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    console.log(`${label}: not measured (set TEST_DATABASE_URL)`);
    process.exit(1);
  }
  const dbName = `portal_bench_${name}_${process.pid}`;
  const admin = postgres(base, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const target = url.toString();
  let app;
  const close = async () => {
    await app?.close();
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  };
  try {
    const { buildApp } = await import('../apps/server/dist/app.js');
    const { loadConfig } = await import('../apps/server/dist/config.js');
    const { default: pino } = await import('pino');
    const loaded = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `portal-bench-${name}-`)),
      DATABASE_URL: target,
      SEED_DEMO: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    });
    // No housekeeping timer unless asked: its first pass, a minute after the start, indexes the overlap of
    // every proposal a bench loaded by SQL (minutes for thousands), taking the CPU from the measurement,
    // and closing the app waits for a pass under way past Fastify's 10 s plugin timeout (AVV_ERR_READY_TIMEOUT).
    const config = { ...loaded, housekeepingEveryMs: 0, ...overrides };
    app = await buildApp(config, { logStream: pino.destination({ dest: '/dev/null', minLength: 4096, sync: false }) });
    await app.ready();
  } catch (err) {
    await close();
    throw err;
  }
  const sign = (id, email, roles, extra = {}) =>
    app.signAccessToken({ id, email, name: 'Bench Admin', roles, permissions: [], isEmailVerified: true, isProfileComplete: false, ...extra });
  return { target, app, sign, close };
}
