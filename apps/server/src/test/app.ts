import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LINGER_IDLE_MS, LINGER_MAX_BYTES, LINGER_MAX_MS } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from './database.js';
import { SmtpCatcher } from './smtp.js';

export type TestContext = {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  smtp: SmtpCatcher;
  close(): Promise<void>;
};

export const TEST_ADMIN = { email: 'admin@portal.test', password: 'admin-password-for-tests' };
export const TEST_PUBLIC_API_KEY = 'test-public-api-key-123456';

/** A test configuration: in-memory database, real SMTP catcher, fast mail worker. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { kind: 'pglite', dataDir: null },
    smtpUrl: null,
    mailFrom: 'no-reply@portal.test',
    appUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    publicApiKey: TEST_PUBLIC_API_KEY,
    admin: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    seedDemo: false,
    logLevel: 'silent',
    trustProxy: false,
    webDist: null,
    accessTokenTtlSeconds: 15 * 60,
    mailPollMs: 50,
    // Each retention task has its own tests; the timer does too (housekeeping.test.ts).
    housekeepingEveryMs: 0,
    rateLimitScale: 1,
    // Tests change rows behind the server's back; the cache has its own tests.
    searchCacheMs: 0,
    // Likewise the open-data files read the public data's version on every request (decision 298's test sets it).
    openDataVersionFreshMs: 0,
    linger: { maxMs: LINGER_MAX_MS, idleMs: LINGER_IDLE_MS, maxBytes: LINGER_MAX_BYTES },
    clamd: null,
    // Thousands of accounts: the cheapest argon2id (decision 279); auth.timing.test.ts keeps OWASP's.
    passwordHashCost: 'test',
    ...overrides,
  };
}

/** Builds the real app on a fresh database (PGlite or PostgreSQL, per the test project) with a real SMTP catcher. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { beforeReady?: (app: FastifyInstance) => void | Promise<void> } & Pick<BuildOptions, 'logStream' | 'onRoute'> = {},
): Promise<TestContext> {
  const smtp = await new SmtpCatcher().start();
  const database = await openTestDatabase();
  const config = testConfig({ smtpUrl: smtp.url, ...overrides });
  const app = await buildApp(config, { database, logStream: options.logStream, onRoute: options.onRoute });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    smtp,
    async close() {
      await app.close();
      await database.close();
      await smtp.stop();
    },
  };
}
