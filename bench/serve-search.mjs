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
const { default: postgres } = await import('postgres');
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-search-')),
  ...(target === 'pglite' ? {} : { DATABASE_URL: target }),
  SEED_DEMO: '0',
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  PUBLIC_API_KEY: BENCH_API_KEY,
  ACCESS_TOKEN_TTL_SECONDS: '3600',
});
// The API alone: the web build, made with another public credential, is not served (decision 122 refuses the pair).
config.webDist = null;
// BENCH_SEARCH_CACHE_MS=0 measures the SQL alone, without the anonymous first-page cache (decision 093).
if (process.env.BENCH_SEARCH_CACHE_MS !== undefined) config.searchCacheMs = Number(process.env.BENCH_SEARCH_CACHE_MS);
process.stderr.write(`search cache: ${config.searchCacheMs} ms\n`);
const { default: pino } = await import('pino');
const app = await buildApp(config, { logStream: pino.destination({ dest: '/dev/null', minLength: 4096, sync: false }) });
app.get('/api/bench/select1', { onRequest: app.requirePublicOrUser }, async () => {
  await app.db.execute(sql`select 1`);
  return { status: 'success', data: [] };
});
await app.ready();
const [{ n }] =
  (await app.db.execute(sql`select count(*)::int as n from proposals`)).rows ?? (await app.db.execute(sql`select count(*)::int as n from proposals`));
if (n === 0) {
  const started = Date.now();
  // A bulk job, not a request: on PostgreSQL it runs on a client of its own, without the serving pool's
  // statement timeout (apps/server/src/db/client.ts).
  const loader = target === 'pglite' ? null : postgres(target, { max: 1, onnotice: () => undefined });
  const run = (statement) => (loader ? loader.unsafe(statement) : app.db.execute(sql.raw(statement)));
  await run(OWNER_SQL);
  await run(LOAD_SQL);
  // What autovacuum does within a minute of a bulk load (statistics, the visibility map for index-only
  // scans); done here so it does not start in the middle of a measurement.
  await run('vacuum analyze proposals, proposal_search, proposal_search_word');
  await loader?.end();
  process.stderr.write(`loaded 100000 proposals into ${target === 'pglite' ? 'PGlite' : 'PostgreSQL'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
// A signed-in caller's token (the bench owner): signed-in searches always read the database.
const [owner] =
  (await app.db.execute(sql`select id from users where email = 'bench.owner@example.in'`)).rows ??
  (await app.db.execute(sql`select id from users where email = 'bench.owner@example.in'`));
const token = await app.signAccessToken({
  id: owner.id,
  email: 'bench.owner@example.in',
  name: 'Bench Owner',
  roles: ['INDUSTRY_PARTNER'],
  permissions: [],
  isEmailVerified: true,
  isProfileComplete: true,
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`TOKEN=${token}\nPORT=${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
