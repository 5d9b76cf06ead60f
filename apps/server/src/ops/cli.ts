import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { PRIVATE_UMASK } from '../lib/private-files.js';
import { backup, BackupError, restore } from './backup.js';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (docs/architecture.md#backup-and-restore):
 * the database the portal would open with the same environment (DATABASE_URL, DATA_DIR).
 */
async function main(): Promise<number> {
  // A backup holds every password hash and document: 600 whatever the shell's umask (decision 213).
  process.umask(PRIVATE_UMASK);
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const file = rest.find((a) => !a.startsWith('--'));
  if ((command !== 'backup' && command !== 'restore') || !file) {
    process.stderr.write('usage: npm run backup -- FILE   |   npm run restore -- FILE [--force]\n');
    return 2;
  }
  const target = path.resolve(file);
  // A symbolic link is never written through, --force or not: it may point anywhere, or nowhere yet.
  const existing = lstatOrNull(target);
  if (command === 'backup' && existing?.isSymbolicLink()) {
    process.stderr.write(`${target} is a symbolic link: give the path of a regular file\n`);
    return 1;
  }
  if (command === 'backup' && existing && !force) {
    process.stderr.write(`${target} exists: choose another name (or --force to overwrite it)\n`);
    return 1;
  }
  if (command === 'restore' && !existsSync(target)) {
    process.stderr.write(`${target}: no such file\n`);
    return 1;
  }
  const config = loadConfig();
  // No statement bound here: one batch of a large table may take longer than a request may.
  const database = await openDatabase(config.database, { statementTimeoutMs: 0 });
  const tty = process.stderr.isTTY;
  let last = 0;
  const progress = (line: string) => {
    const now = Date.now();
    if (tty) process.stderr.write(`\r\x1b[2K${line}`);
    else if (now - last >= 1000) process.stderr.write(`${line}\n`);
    last = now;
  };
  try {
    await database.migrate();
    const started = Date.now();
    const objects = config.storageUrl ? await (await import('../lib/object-store.js')).openObjectStore(config.storageUrl) : null;
    const header = command === 'backup' ? await backup(database, target, progress, objects) : await restore(database, target, { force, progress, objects });
    objects?.close();
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    if (tty) process.stderr.write('\r\x1b[2K');
    process.stdout.write(
      `${command === 'backup' ? 'Backed up' : 'Restored'} ${rows} rows in ${header.tables.length} tables (${config.database.kind}) ${command === 'backup' ? 'to' : 'from'} ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (tty()) process.stderr.write('\n');
    const known = err instanceof BackupError || err instanceof ConfigError;
    process.stderr.write(`${known ? '' : 'failed: '}${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);

function lstatOrNull(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}

function tty(): boolean {
  return Boolean(process.stderr.isTTY);
}
