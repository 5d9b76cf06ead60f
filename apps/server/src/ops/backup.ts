import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.js';
import type { ObjectStore } from '../lib/object-store.js';
import { openPrivateFileSync } from '../lib/private-files.js';
import { rowsOf } from '../lib/rate-limit.js';

/**
 * Backup and restore of the whole portal (docs/architecture.md#backup-and-restore, decision 169): every
 * table of the `public` schema (users, proposals, the files' bytes, the mail outbox, …) as gzipped JSON
 * lines, read in one snapshot and written back in one transaction. PostgreSQL serializes each row
 * (`row_to_json`) and reads it back (`json_populate_recordset`), so every type round-trips exactly
 * on PGlite and PostgreSQL alike; generated columns (the search vector) are computed again.
 */

export const BACKUP_FORMAT = 'steel-mission-portal-backup';
export const BACKUP_VERSION = 1;

type Header = { format: string; version: number; createdAt: string; database: string; migrations: string[]; tables: { name: string; rows: number }[] };
type Progress = (line: string) => void;

/** Rows a batch: few for tables with bytes (files), more for the rest. */
const batchFor = (table: string) => (table === 'files' ? 20 : 500);

export class BackupError extends Error {
  override name = 'BackupError';
}

type Table = { name: string; columns: string[]; order: string[] };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Tables a database trigger writes from another table's rows (decisions 250 and 305): not in a backup, and
 * written again by the restore of their source (a backup that held them would collide with what the trigger
 * wrote, or, without a key, double it).
 */
const DERIVED_TABLES = new Set(['proposal_search', 'proposal_search_word']);

/** The portal's tables with their stored (not generated) columns, parents before children. */
async function tables(db: DbOrTx): Promise<Table[]> {
  const cols = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`),
  );
  const keys = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select tc.table_name, k.column_name from information_schema.table_constraints tc
      join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema
      where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY' order by tc.table_name, k.ordinal_position`),
  );
  const refs = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`),
  );
  const byTable = new Map<string, Table>();
  for (const c of cols) {
    const t = byTable.get(c.table_name) ?? { name: c.table_name, columns: [], order: [] };
    t.columns.push(c.column_name);
    byTable.set(c.table_name, t);
  }
  for (const k of keys) byTable.get(k.table_name)?.order.push(k.column_name);
  const strip = (name: string) => name.replace(/^public\./, '').replace(/"/g, '');
  const parents = new Map<string, Set<string>>();
  for (const r of refs) {
    const child = strip(r.child);
    const parent = strip(r.parent);
    if (child === parent) throw new BackupError(`table ${child} refers to itself: its rows need an order the backup does not know`);
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const sorted: Table[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (done.has(name)) return;
    if (path.includes(name)) throw new BackupError(`foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    for (const p of parents.get(name) ?? []) visit(p, [...path, name]);
    done.add(name);
    const t = byTable.get(name);
    if (t && !DERIVED_TABLES.has(name)) sorted.push({ ...t, order: t.order.length > 0 ? t.order : t.columns });
  };
  for (const name of [...byTable.keys()].sort()) visit(name, []);
  return sorted;
}

async function migrations(db: DbOrTx): Promise<string[]> {
  return rowsOf<{ hash: string }>(await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`)).map((r) => r.hash);
}

async function count(db: DbOrTx, table: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${ident(table)}`)));
  return row!.n;
}

/** A file row's bytes as `row_to_json` writes a bytea (`\x` and hex), the same with either storage. */
const hexOf = (data: Buffer) => `\\x${data.toString('hex')}`;

/**
 * Writes the whole database to `file` (gzipped JSON lines), from one consistent snapshot. With
 * `objects` (STORAGE_URL) each file's bytes are read from the bucket into its row, so a backup holds
 * them whatever the storage.
 */
export async function backup(database: Database, file: string, progress: Progress = () => undefined, objects: ObjectStore | null = null): Promise<Header> {
  // 600 and never through a symbolic link (O_NOFOLLOW), whatever the caller checked before (decision 213).
  let fd: number;
  try {
    fd = openPrivateFileSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') throw new BackupError(`${file} is a symbolic link: give the path of a regular file`);
    throw err;
  }
  const gzip = createGzip();
  const out = createWriteStream('', { fd });
  const finished = once(out, 'close');
  gzip.pipe(out);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  let header!: Header;
  try {
    await database.db.transaction(
      async (tx) => {
        const list = await tables(tx);
        const counted = [];
        for (const t of list) counted.push({ name: t.name, rows: await count(tx, t.name) });
        header = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations: await migrations(tx),
          tables: counted,
        };
        await write(header);
        for (const [i, t] of list.entries()) {
          const total = counted[i]!.rows;
          await write({ table: t.name, columns: t.columns, rows: total });
          const cols = t.columns.map(ident).join(', ');
          const order = t.order.map(ident).join(', ');
          const batch = batchFor(t.name);
          for (let offset = 0; offset < total; offset += batch) {
            const rows = rowsOf<{ r: unknown }>(
              await tx.execute(
                sql.raw(`select row_to_json(x) as r from (select ${cols} from ${ident(t.name)} order by ${order} limit ${batch} offset ${offset}) x`),
              ),
            );
            for (const row of rows) {
              const r = (typeof row.r === 'string' ? JSON.parse(row.r) : row.r) as Record<string, unknown>;
              if (objects && t.name === 'files') {
                const data = await objects.get(String(r.stored_name));
                if (!data) throw new BackupError(`file ${String(r.id)}: its object ${String(r.stored_name)} is missing from the bucket`);
                r.data = hexOf(data);
              }
              await write({ r });
            }
            progress(`backup: ${t.name} ${Math.min(offset + batch, total)}/${total} rows`);
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    gzip.end();
    await finished;
  }
  return header;
}

/** Whether any of the portal's tables holds a row. */
export async function isEmpty(database: Database): Promise<boolean> {
  for (const t of await tables(database.db)) if ((await count(database.db, t.name)) > 0) return false;
  return true;
}

/**
 * Reads `file` back into the database, migrated to the same version, in one transaction: all or nothing.
 * A database that holds any row is refused unless `force`, which first empties every table.
 */
export async function restore(
  database: Database,
  file: string,
  opts: { force?: boolean; progress?: Progress; objects?: ObjectStore | null } = {},
): Promise<Header> {
  const objects = opts.objects ?? null;
  const progress = opts.progress ?? (() => undefined);
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async (): Promise<unknown> => {
    const { value, done } = await lines.next();
    return done ? undefined : JSON.parse(value as string);
  };
  const header = (await next().catch(() => undefined)) as Header | undefined;
  if (!header || header.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a portal backup`);
  if (header.version !== BACKUP_VERSION) throw new BackupError(`${file} is backup format ${header.version}; this version reads ${BACKUP_VERSION}`);
  const here = await migrations(database.db);
  if (JSON.stringify(here) !== JSON.stringify(header.migrations)) {
    throw new BackupError(
      `the backup was made at database version ${header.migrations.length}, this portal is at ${here.length}: restore with the portal version that made it, then start the new one`,
    );
  }
  if (!opts.force && !(await isEmpty(database))) {
    throw new BackupError('the database is not empty: restore refuses to write over it (pass --force to replace everything in it)');
  }
  const list = await tables(database.db);
  const known = new Map(list.map((t) => [t.name, t]));
  await database.db.transaction(async (tx) => {
    if (opts.force) await tx.execute(sql.raw(`truncate ${list.map((t) => ident(t.name)).join(', ')} cascade`));
    for (let section = (await next()) as { table: string; columns: string[]; rows: number } | undefined; section;) {
      const t = known.get(section.table);
      if (!t) throw new BackupError(`the backup holds table ${section.table}, which this database does not have`);
      const cols = section.columns.map(ident).join(', ');
      const batch: unknown[] = [];
      let written = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(
          sql`insert into ${sql.raw(ident(t.name))} (${sql.raw(cols)}) select ${sql.raw(cols)} from json_populate_recordset(null::${sql.raw(ident(t.name))}, ${JSON.stringify(batch)}::json)`,
        );
        written += batch.length;
        batch.length = 0;
        progress(`restore: ${t.name} ${written}/${section!.rows} rows`);
      };
      let item = await next();
      while (typeof item === 'object' && item !== null && 'r' in item) {
        const r = item.r as Record<string, unknown>;
        // With a bucket the bytes go back to it and the row keeps none, as the driver writes it.
        if (objects && t.name === 'files') {
          const data = Buffer.from(String(r.data).replace(/^\\x/, ''), 'hex');
          await objects.put(String(r.stored_name), data, String(r.content_type));
          r.data = hexOf(Buffer.alloc(0));
        }
        batch.push(r);
        if (batch.length >= batchFor(t.name)) await flush();
        item = await next();
      }
      await flush();
      if (written !== section.rows) throw new BackupError(`table ${t.name}: the backup announced ${section.rows} rows and held ${written}`);
      section = item as typeof section;
    }
  });
  return header;
}
