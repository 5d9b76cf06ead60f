// Starts one server for the request-rate benchmark and prints its port: `full` is the built portal
// app (every plugin, logging to /dev/null, embedded in-memory database), `bare` a bare Fastify route,
// `soak` the full app with its rate limits lifted (bench/soak.mjs); `soak URL` the same on that PostgreSQL
// database (several instances may serve one).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';

const kind = process.argv[2];
let app;
if (kind === 'bare') {
  app = Fastify({ logger: false });
  app.get('/api/health', async () => ({ status: 'success', data: { status: 'ok', version: '0.1.0', database: { kind: 'pglite', ok: true } } }));
} else {
  const { buildApp } = await import('../apps/server/dist/app.js');
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')),
    DATABASE_URL: kind === 'soak' && process.argv[3] ? process.argv[3] : 'memory://',
    SEED_DEMO: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: 'bench-admin@portal.test',
    ADMIN_PASSWORD: 'bench-admin-password-2025',
  });
  // The soak signs in hundreds of times from one address: its rate limits are lifted, nothing else.
  if (kind === 'soak') config.rateLimitScale = 100_000;
  // Logs go through pino's own buffered destination, as in production, but to /dev/null.
  const { default: pino } = await import('pino');
  app = await buildApp(config, { logStream: pino.destination({ dest: '/dev/null', minLength: 4096, sync: false }) });
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT=${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
