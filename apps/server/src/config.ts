import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS, DEV_PUBLIC_API_KEY, LINGER_IDLE_MS, LINGER_MAX_BYTES, LINGER_MAX_MS } from '@portal/shared';
import { emailSchema } from '@portal/shared/schemas';
import { z } from 'zod';
import type { PasswordHashCost } from './lib/password.js';
import { ensurePrivateDirSync, PRIVATE_FILE_MODE } from './lib/private-files.js';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), hint);

/** The environment contract (docs/architecture.md#configuration); every variable is read here and nowhere else. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^(postgres(ql)?:\/\/|memory:\/\/$)/, 'must be postgres://… or memory://'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be smtp://user:pass@host:port or smtps://…'),
  CLAMD_URL: optionalUrl(/^(tcp:\/\/[^/]+:\d+\/?$|unix:\/\/\/)/, 'must be tcp://host:port or unix:///path/to/clamd.socket'),
  MAIL_FROM: z.string().trim().min(3).default('no-reply@localhost'),
  APP_URL: optionalUrl(/^https?:\/\//, 'must be an http(s) URL'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  // The sign-in form's own rule: an address it refuses could never sign in.
  ADMIN_EMAIL: emailSchema.optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  WEB_DIST: z.string().trim().min(1).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(ACCESS_TOKEN_TTL_SECONDS),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // The test suite's cheap password hashes (decision 279); refused outside NODE_ENV=test.
  PASSWORD_HASH_COST: z.enum(['owasp', 'test']).default('owasp'),
  STORAGE_URL: optionalUrl(/^s3(\+http)?:\/\/[^:/]+:[^@/]+@[^/]+\/[^/?]+/, 'must be s3://KEY:SECRET@host[:port]/bucket (or s3+http://… for plain HTTP)'),
});

export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  smtpUrl: string | null;
  mailFrom: string;
  /** `APP_URL`; null: the address the server listens on (`http://localhost:$PORT`, the port it got for PORT=0). */
  appUrl: string | null;
  jwtSecret: string;
  publicApiKey: string;
  admin: { email: string; password: string | null };
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Where the built web app lives; null serves the API only. */
  webDist: string | null;
  /** Access token lifetime; shortened only by tests of renewal. */
  accessTokenTtlSeconds: number;
  /** Mail worker poll interval. */
  mailPollMs: number;
  /** How often expired tokens, codes and old mails are deleted (plugins/housekeeping.ts); 0: never. */
  housekeepingEveryMs: number;
  /** Rate limits can be raised for benchmarks; never switched off. */
  rateLimitScale: number;
  /** How long an anonymous search's first page is kept (decision 093); 0 turns the cache off. */
  searchCacheMs: number;
  /**
   * How long the open-data files and the public metrics trust the public data's version they last read
   * (decision 298): a change is pushed at its commit by a NOTIFY, so this bounds only a lost one; 0 reads
   * it on every request. The public metrics also keep their round figures this long (decision 302).
   */
  openDataVersionFreshMs: number;
  /** The bounds of the lingering close after a refused body (decision 121); shortened only by its tests. */
  linger: { maxMs: number; idleMs: number; maxBytes: number };
  /** `SHUTDOWN_DRAIN_MS`: on SIGTERM, how long the health check says draining before the server stops listening (decision 168). */
  shutdownDrainMs?: number;
  /** `CLAMD_URL` (`tcp://host:port`, `unix:///path`): every upload is scanned by clamd; null: stored unscanned. */
  clamd: { url: string; timeoutMs: number } | null;
  /** `PASSWORD_HASH_COST`: argon2id at OWASP's strength, or (NODE_ENV=test only) the cheapest, for the test suite (decision 279). */
  passwordHashCost: PasswordHashCost;
  /** `STORAGE_URL`: an S3-compatible bucket for the files' bytes; null keeps them in the database (decision 169). */
  storageUrl?: string | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The first admin's address when ADMIN_EMAIL is not set: one the shared e-mail rule accepts (a
 * reserved `.localhost` name, RFC 2606), so the printed credentials work on the sign-in page (decision 120).
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@portal.localhost';
/** The default of earlier versions, which the sign-in form refuses; such an admin is renamed at start. */
export const LEGACY_DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/** A fixed development credential for the public search calls (docs/architecture.md#configuration). */
export { DEV_PUBLIC_API_KEY };

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  const database: DatabaseConfig =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : e.DATABASE_URL === 'memory://'
        ? { kind: 'pglite', dataDir: null }
        : { kind: 'postgres', url: e.DATABASE_URL };

  if (isProduction && !e.JWT_SECRET) throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  if (e.PASSWORD_HASH_COST === 'test' && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  PASSWORD_HASH_COST: "test" is for the test suite only (NODE_ENV=test)');
  }
  if (isProduction && !e.PUBLIC_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_API_KEY: required in production');
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL ? e.APP_URL.replace(/\/$/, '') : null,
    jwtSecret: e.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    publicApiKey: e.PUBLIC_API_KEY ?? DEV_PUBLIC_API_KEY,
    admin: { email: e.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL, password: e.ADMIN_PASSWORD ?? null },
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : database.kind === 'pglite',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === '1',
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    mailPollMs: 1000,
    housekeepingEveryMs: 60 * 60 * 1000,
    rateLimitScale: 1,
    searchCacheMs: 5000,
    openDataVersionFreshMs: 1000,
    linger: { maxMs: LINGER_MAX_MS, idleMs: LINGER_IDLE_MS, maxBytes: LINGER_MAX_BYTES },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    clamd: e.CLAMD_URL ? { url: e.CLAMD_URL, timeoutMs: CLAMD_TIMEOUT_MS } : null,
    storageUrl: e.STORAGE_URL ?? null,
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}

/** How long clamd may stay silent on a connection before the upload is refused with a 503. */
export const CLAMD_TIMEOUT_MS = 30_000;

/** Development only: a signing secret generated once and kept under DATA_DIR, so sessions survive restarts. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    ensurePrivateDirSync(dataDir);
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
    chmodSync(file, PRIVATE_FILE_MODE);
    return secret;
  }
}
