import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DatabaseConfig } from '../config.js';
import { ensurePrivateDirSync, privatizeTreeSync } from '../lib/private-files.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, or the database itself, for repo functions that run in either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Runs `work` holding the cluster-wide advisory lock `key` (PostgreSQL, on a connection reserved for
   * it), or answers null at once when another instance holds it. PGlite serves one process: it runs.
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T | null>;
  /** Calls `onMessage` for every NOTIFY on `channel`, from any instance; answers the unsubscribe. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for openDatabase's `from` (a migrated template for tests). */
  dump?(): Promise<Blob>;
};

export type OpenOptions = {
  /** PGlite only: start from a data directory dumped by `dump()` instead of an empty cluster (skips initdb). */
  from?: Blob;
  /** PostgreSQL only: the serving pool's statement timeout (default STATEMENT_TIMEOUT_MS); tests shorten it. */
  statementTimeoutMs?: number;
};

/**
 * The serving pool's bounds on PostgreSQL: a runaway statement, or a transaction left open, cannot hold
 * a connection and its locks for long. The longest request reads in bounded windows and batches
 * (search, export) and uploads are read before their transaction opens, so neither comes near them.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** How long the serving pool waits for a new connection before the request is answered 503. */
export const CONNECT_TIMEOUT_SECONDS = 5;

/** The wait before a connection is tried again after failed tries: 50 ms, doubling, at most 1 s. */
export function reconnectDelaySeconds(failedTries: number): number {
  return Math.min(0.05 * 2 ** failedTries, 1);
}

/**
 * The embedded database's buffer cache: 16 MB instead of PostgreSQL's 128 MB. PGlite runs inside this
 * process and touches its whole cache, so the default cost 125 MB of resident memory at idle; the files
 * it would cache are still in the operating system's page cache (decision 195).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * The advisory lock the migrations run under on PostgreSQL (beside HOUSEKEEPING_LOCK's key space). PGlite
 * needs none: it is a database inside one process, which no other instance opens.
 */
export const MIGRATION_LOCK = 72_033_000;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'pglite') {
    // 700 whatever the umask: the database's files hold password hashes and identity documents (decision 213).
    if (config.dataDir) ensurePrivateDirSync(config.dataDir);
    const client = await openPglite({ dataDir: config.dataDir, from: options.from });
    if (config.dataDir) privatizeTreeSync(config.dataDir);
    return pgliteDatabase(client);
  }
  const client = postgres(config.url, {
    max: 10,
    onnotice: () => undefined,
    // A database that does not accept a connection within this is reported, not waited on (a 503).
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // postgres.js waits up to 20 s between tries after failed connections (3^tries / 100 s); a database
    // back from a restart is used again within a second.
    backoff: reconnectDelaySeconds,
    connection: {
      application_name: 'portal',
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      // The portal's one prepared statement, the one-word search's, is planned once per connection: its plan
      // is the same for every word (decision 305). Every other statement is sent unnamed and planned for its
      // values each time.
      plan_cache_mode: 'force_generic_plan',
    },
  });
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // A client of its own, without the serving timeouts: building an index on a large table may take minutes.
    // Its one connection holds the migration lock for the whole run: instances started together (a first
    // deploy of several replicas) take turns, and those after the first find every migration applied. The
    // lock ends with the connection, so a migrator that dies leaves nothing to clear (decision 246).
    migrate: async () => {
      const migrator = postgres(config.url, { max: 1, onnotice: () => undefined, connection: { application_name: 'portal-migrate' } });
      try {
        await migrator`select pg_advisory_lock(${MIGRATION_LOCK}::bigint)`;
        await migratePostgres(drizzlePostgres({ client: migrator }), { migrationsFolder: MIGRATIONS_FOLDER });
        await migrator`select pg_advisory_unlock(${MIGRATION_LOCK}::bigint)`;
      } finally {
        await migrator.end({ timeout: 5 });
      }
    },
    ping: () => pingDb(db),
    close: () => client.end({ timeout: 5 }),
    // A session lock on a reserved connection, not a transaction's: work longer than the serving pool's
    // idle-in-transaction bound keeps it, and a crashed instance's lock ends with its connection.
    withLock: async (key, work) => {
      const reserved = await client.reserve();
      try {
        const [row] = await reserved<{ got: boolean }[]>`select pg_try_advisory_lock(${key}::bigint) as got`;
        if (!row?.got) return null;
        try {
          return await work();
        } finally {
          await reserved`select pg_advisory_unlock(${key}::bigint)`;
        }
      } finally {
        reserved.release();
      }
    },
    // postgres-js listens on a connection of its own, outside the serving pool, and reconnects after a loss.
    listen: async (channel, onMessage) => {
      const { unlisten } = await client.listen(channel, (payload) => onMessage(payload));
      return unlisten;
    },
    notify: async (channel, payload) => {
      await client.notify(channel, payload);
    },
  };
}

/**
 * A PGlite client as the portal opens one: pg_trgm loaded as on PostgreSQL (the search migration creates
 * it), so both answer the same, and the settings above; `settings` adds to them.
 */
export async function openPglite(options: { dataDir?: string | null; from?: Blob; settings?: string[] } = {}): Promise<PGlite> {
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.from ? { loadDataDir: options.from } : {}),
    extensions: { pg_trgm },
    postgresqlconf: [...PGLITE_SETTINGS, ...(options.settings ?? [])],
  });
  await client.waitReady;
  return client;
}

/** The Database over an open PGlite client (openDatabase's own, or one the tests share, decision 280). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => pingDb(db),
    close: () => client.close(),
    withLock: (_key, work) => work(),
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
