import { chmodSync, constants, fchmodSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chmod, mkdir } from 'node:fs/promises';

/**
 * What the portal keeps on disk (DATA_DIR, the embedded database, the development outbox, the signing
 * secret, backups) holds password hashes, identity documents and sign-in codes: readable by the portal's
 * own account only, whatever the umask (decision 213). Directories 700, files 600.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The mask the server and the command line start with, so files a library creates (PGlite's) are 600 too. */
export const PRIVATE_UMASK = 0o077;

/** Creates `dir` (and its missing parents) and makes it 700, also when it existed with a wider mode. */
export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/**
 * Opens `file` for writing, 600, refusing a symbolic link in its place (O_NOFOLLOW: a link, dangling or
 * not, is never written through). With `exclusive` an existing file is refused too; otherwise it is
 * emptied and its mode set to 600. Returns the descriptor.
 */
export function openPrivateFileSync(file: string, opts: { exclusive?: boolean } = {}): number {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | (opts.exclusive ? constants.O_EXCL : constants.O_TRUNC);
  const fd = openSync(file, flags, PRIVATE_FILE_MODE);
  fchmodSync(fd, PRIVATE_FILE_MODE);
  return fd;
}

/**
 * Takes the group's and others' bits off everything under `dir` (symbolic links left as they are). PGlite
 * unpacks its initial database with the modes of its archive (644), whatever the umask, and an existing
 * installation may predate these rules: the embedded database's folder is walked once at each open.
 */
export function privatizeTreeSync(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = lstatSync(p).mode & 0o7777;
    if ((mode & 0o077) !== 0) chmodSync(p, mode & ~0o077);
    if (entry.isDirectory()) privatizeTreeSync(p);
  }
}
