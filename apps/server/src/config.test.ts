import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailSchema } from '@portal/shared/schemas';
import { ConfigError, DEFAULT_ADMIN_EMAIL, DEV_PUBLIC_API_KEY, loadConfig } from './config.js';

const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-config-')) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ ...base });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve(base.DATA_DIR, 'pglite') });
    expect(config.smtpUrl).toBeNull();
    expect(config.mailFrom).toBe('no-reply@localhost');
    expect(config.appUrl).toBeNull();
    expect(config.publicApiKey).toBe(DEV_PUBLIC_API_KEY);
    expect(config.admin.email).toBe('admin@portal.localhost');
    // The sign-in form's rule accepts it (decision 120).
    expect(emailSchema.safeParse(DEFAULT_ADMIN_EMAIL).success).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.passwordHashCost).toBe('owasp');
    expect(loadConfig({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // The generated development secret is kept, so a restart keeps sessions valid.
    expect(loadConfig({ ...base }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads memory:// as an in-memory PGlite and postgres:// as PostgreSQL (no demo seed there)', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
    const pg = loadConfig({ ...base, DATABASE_URL: 'postgres://u:p@db:5432/portal' });
    expect(pg.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/portal' });
    expect(pg.seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    // The sign-in form refuses it, so such an admin could never sign in.
    [{ ADMIN_EMAIL: 'admin@localhost' }, 'ADMIN_EMAIL'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'PUBLIC_API_KEY'],
    // The test suite's cheap password hashes never outside it (decision 279).
    [{ PASSWORD_HASH_COST: 'test' }, 'PASSWORD_HASH_COST'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_API_KEY: 'k'.repeat(20), PASSWORD_HASH_COST: 'test' }, 'PASSWORD_HASH_COST'],
    [{ PASSWORD_HASH_COST: 'low' }, 'PASSWORD_HASH_COST'],
  ])('stops on a bad value and names the variable (%o)', (env, variable) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
