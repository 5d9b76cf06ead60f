import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openDatabase, openPglite, pgliteDatabase } from '../db/client.js';

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
    const database = templateFile ? await sharedPglite(templateFile) : await openDatabase({ kind: 'pglite', dataDir: null });
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

/**
 * The worker's PGlite (decision 280). A worker runs its files one after another and keeps this module
 * between them (`isolate: false`), so it loads the template once and each file gets the same cluster
 * emptied again: its tables truncated, its sequences restarted, its session discarded, after a check that
 * the schema is still the template's (else a fresh copy replaces it). A second database a file opens
 * while the first is in use is a copy of its own, as before. Once a file closes it, the file's handle
 * answers "closed" (a background task of the file's app that outlives it cannot write into the next
 * file's data) and the listeners it left are removed.
 */
type Shared = { client: PGlite; fingerprint: string; tables: string[]; busy: boolean; used: boolean };
let shared: Promise<Shared> | undefined;
let templateBlob: { file: string; blob: Blob } | undefined;

/** Without a checkpointer, a standalone cluster keeps WAL up to max_wal_size in memory: files add up. */
const SHARED_SETTINGS = ['max_wal_size=64MB', 'min_wal_size=32MB'];

function template(file: string): Blob {
  if (templateBlob?.file !== file) templateBlob = { file, blob: new Blob([readFileSync(file)]) };
  return templateBlob.blob;
}

/** The schema as the catalogue describes it: relations and their columns, constraints, triggers, functions, types, extensions. */
const FINGERPRINT = `select md5(string_agg(x, ',' order by x)) as fp from (
  select n.nspname::text || '.' || c.relname::text || ':' || c.relkind::text || ':' || coalesce((
      select string_agg(a.attname::text || ' ' || format_type(a.atttypid, a.atttypmod) || a.attnotnull::text || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by a.attnum)
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select 'con:' || conname::text || conrelid::regclass::text || pg_get_constraintdef(oid) from pg_constraint
    where connamespace not in (select oid from pg_namespace where nspname in ('pg_catalog', 'information_schema'))
  union all select 'trg:' || tgname::text || tgrelid::regclass::text || tgenabled::text from pg_trigger where not tgisinternal
  union all select 'fn:' || p.oid::regprocedure::text || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all select 'type:' || t.typname::text from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select 'ext:' || extname::text || extversion from pg_extension
) s`;

async function loadShared(file: string): Promise<Shared> {
  const client = await openPglite({ from: template(file), settings: SHARED_SETTINGS });
  const [fp] = (await client.query<{ fp: string }>(FINGERPRINT)).rows;
  // Every table the files write: the migrations' own bookkeeping (schema drizzle) is the template's and stays.
  const tables = (
    await client.query<{ t: string }>(`select format('%I.%I', schemaname, relname) as t from pg_stat_user_tables where schemaname <> 'drizzle' order by 1`)
  ).rows.map((r) => r.t);
  // The reset empties every one of them: rows a migration put there (reference data) would be gone from
  // the second file of a worker on. None does today; one that does must be kept by `reset` first.
  const seeded = await written(client, tables);
  if (seeded.length) throw new Error(`the migrated template holds rows in ${seeded.join(', ')}: make reset() in src/test/database.ts keep them`);
  return { client, fingerprint: fp!.fp, tables, busy: false, used: false };
}

/** The tables that hold a row. */
async function written(client: PGlite, tables: string[]): Promise<string[]> {
  const union = tables.map((t) => `select '${t}' as t where exists (select 1 from ${t})`).join(' union all ');
  return (await client.query<{ t: string }>(union)).rows.map((r) => r.t);
}

/** Empties the cluster a file used; throws where it cannot be made the template's again (the caller replaces it). */
async function reset(s: Shared): Promise<void> {
  const { client } = s;
  if (client.closed || client.isInTransaction()) throw new Error('left closed or inside a transaction');
  await client.exec('DISCARD ALL');
  const [fp] = (await client.query<{ fp: string }>(FINGERPRINT)).rows;
  if (fp?.fp !== s.fingerprint) throw new Error('the schema changed');
  const rows = await written(client, s.tables);
  if (rows.length) await client.exec(`truncate ${rows.join(', ')} restart identity cascade`);
  const sequences = (
    await client.query<{ s: string }>(
      `select format('%I.%I', schemaname, sequencename) as s from pg_sequences where schemaname <> 'drizzle' and last_value is not null`,
    )
  ).rows;
  for (const { s: sequence } of sequences) await client.exec(`alter sequence ${sequence} restart`);
}

async function sharedPglite(file: string): Promise<Database> {
  let s = await (shared ??= loadShared(file));
  if (s.busy) return pgliteDatabase(await openPglite({ from: template(file) }));
  s.busy = true;
  if (s.used) {
    try {
      await reset(s);
    } catch {
      await s.client.close().catch(() => undefined);
      s = await (shared = loadShared(file));
      s.busy = true;
    }
  }
  s.used = true;
  return handle(s);
}

/** The file's handle on the shared cluster: closing it gives the cluster back, and it answers as a closed one from then on. */
function handle(s: Shared): Database {
  const { client } = s;
  let released = false;
  const closedError = () => new Error('PGlite is closed');
  const guarded = new Proxy(client, {
    get(target, prop) {
      if (prop === 'closed') return released || target.closed;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => (released ? Promise.reject(closedError()) : (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  const unlistens = new Set<() => Promise<void>>();
  return {
    ...pgliteDatabase(guarded),
    async listen(channel, onMessage) {
      if (released) throw closedError();
      const unsubscribe = await client.listen(channel, onMessage);
      const off = async () => {
        if (unlistens.delete(off) && !client.closed) await unsubscribe();
      };
      unlistens.add(off);
      return off;
    },
    async close() {
      if (released) return;
      released = true;
      for (const off of [...unlistens]) await off();
      s.busy = false;
    },
  };
}
