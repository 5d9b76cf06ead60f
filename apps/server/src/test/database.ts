import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as a tarball (src/test/pglite-template.setup.ts), absent in projects without that setup. */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database to copy (src/test/postgres-template.setup.ts), absent in projects without that setup. */
    postgresTemplate?: string;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database created beside TEST_DATABASE_URL when the suite runs in its PostgreSQL project.
 */
export async function openTestDatabase(): Promise<Database> {
  const kind = process.env.TEST_DB_KIND ?? 'pglite';
  if (kind === 'pglite') {
    // A copy of the cluster src/test/pglite-template.setup.ts migrated once for the run, where the
    // project has that setup (the web project's few server tests start from an empty cluster).
    const templateFile = inject('pgliteTemplate');
    const from = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: null }, { from });
    // Migrating again finds every migration applied: a cheap proof the copy is the migrated schema.
    await database.migrate();
    return database;
  }
  const template = inject('postgresTemplate');
  const created = await createPostgresDatabase({ template });
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  // As with PGlite: finds every migration applied in a copy of the template, or applies them all.
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new PostgreSQL database beside TEST_DATABASE_URL: empty (e.g. for a server started as a child process,
 * which migrates it itself), or a copy of `template`.
 */
export async function createPostgresDatabase(
  options: { template?: string; prefix?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `${options.prefix ?? 'portal_test_'}${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPostgresDatabase(baseUrl, name) };
}

export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  const cleanup = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  // Sessions of our own role that are still open (a child server that was killed) are ended first;
  // the plain DROP then stops an autovacuum worker busy in the database itself. WITH (FORCE) would
  // instead refuse the whole drop when it meets that worker: on PostgreSQL 15 a role without
  // pg_signal_backend may not terminate it.
  await cleanup`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name} AND usename = current_user AND pid <> pg_backend_pid()`;
  await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await cleanup.end();
}
