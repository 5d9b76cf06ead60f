// Starts the built portal app for the proposal-search benchmark on PostgreSQL (argv[2] = a database
// URL) or PGlite (argv[2] = 'pglite'), loads 100 000 proposals with one SQL statement when the table
// is empty, adds GET /api/bench/select1 (the same credential check, one `SELECT 1` through the same
// database client) and prints its port.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_API_KEY, LOAD_SQL, OWNER_SQL } from './search-data.mjs';

const target = process.argv[2];
const { buildApp } = await import('../apps/server/dist/app.js');
const { loadConfig } = await import('../apps/server/dist/config.js');
const { sql } = await import('drizzle-orm');
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-search-')),
  ...(target === 'pglite' ? {} : { DATABASE_URL: target }),
  SEED_DEMO: '0',
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  PUBLIC_API_KEY: BENCH_API_KEY,
});
const { default: pino } = await import('pino');
const app = await buildApp(config, { logStream: pino.destination({ dest: '/dev/null', minLength: 4096, sync: false }) });
app.get('/api/bench/select1', { onRequest: app.requirePublicOrUser }, async () => {
  await app.db.execute(sql`select 1`);
  return { status: 'success', data: [] };
});
await app.ready();
const [{ n }] = (await app.db.execute(sql`select count(*)::int as n from proposals`)).rows ?? (await app.db.execute(sql`select count(*)::int as n from proposals`));
if (n === 0) {
  const started = Date.now();
  await app.db.execute(sql.raw(OWNER_SQL));
  await app.db.execute(sql.raw(LOAD_SQL));
  await app.db.execute(sql.raw('analyze proposals'));
  process.stderr.write(`loaded 100000 proposals into ${target === 'pglite' ? 'PGlite' : 'PostgreSQL'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT=${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
