import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import postgres from 'postgres';
import { createPostgresDatabase } from '../apps/server/src/test/database.js';

/**
 * The suite's own PostgreSQL cluster, `15 faults` on 127.0.0.1:5433: the faults restart and kill it, so
 * it is never the cluster other tests (or other people) use. Created once with Debian's
 * pg_createcluster when missing (as root, as the suite's clamd and chromium are installed); the suite
 * starts it, and stops it again at the end.
 */
export const CLUSTER = { version: '15', name: 'faults', port: 5433 } as const;
const ROLE = 'portal_faults';
const PASSWORD = 'portal_faults';
export const FAULTS_ADMIN_URL = `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${CLUSTER.port}/postgres`;

const execFileAsync = promisify(execFile);
const ctl = (action: 'start' | 'stop' | 'restart') =>
  execFileSync('pg_ctlcluster', [CLUSTER.version, CLUSTER.name, action], { stdio: 'pipe', timeout: 60_000 });
/** One statement as the cluster's superuser (psql as postgres). */
export const asPostgres = (sql: string) =>
  execFileSync('runuser', ['-u', 'postgres', '--', 'psql', '-p', String(CLUSTER.port), '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], {
    encoding: 'utf8',
    timeout: 30_000,
  });

export function clusterOnline(): boolean {
  const out = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  return out.split('\n').some((line) => {
    const [version, name, , status] = line.trim().split(/\s+/);
    return version === CLUSTER.version && name === CLUSTER.name && status === 'online';
  });
}

/** Creates (when missing) and starts the cluster, with a role that may create databases; answers its admin URL. */
export function startFaultsCluster(): string {
  if (process.getuid?.() !== 0)
    throw new Error('npm run faults runs as root: it creates, starts, restarts and stops a PostgreSQL cluster of its own (15 faults on port 5433)');
  if (!existsSync(`/etc/postgresql/${CLUSTER.version}/${CLUSTER.name}`)) {
    execFileSync('pg_createcluster', [CLUSTER.version, CLUSTER.name, '-p', String(CLUSTER.port)], { stdio: 'pipe', timeout: 120_000 });
  }
  if (!clusterOnline()) ctl('start');
  asPostgres(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}'; END IF; END $$`,
  );
  return FAULTS_ADMIN_URL;
}

export function stopFaultsCluster(): void {
  if (clusterOnline()) ctl('stop');
}

/** `pg_ctlcluster 15 faults restart`: a fast shutdown (every session ended) and a start. */
export function restartFaultsCluster(): void {
  ctl('restart');
}

/**
 * `kill -9` of the postmaster: no shutdown at all, as a crash or the OOM killer would. Its backends notice
 * their parent is gone and exit; the next start runs crash recovery from the WAL.
 */
export function killPostmaster(): void {
  const pid = Number(readFileSync(`/var/lib/postgresql/${CLUSTER.version}/${CLUSTER.name}/postmaster.pid`, 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
}

/**
 * Starts the cluster after a kill, trying again while the killed one's backends are still exiting (up to
 * 30 s). Asynchronous: the start waits for crash recovery (seconds), and the load meanwhile must go on.
 */
export async function startClusterAfterKill(): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      if (!clusterOnline()) await execFileAsync('pg_ctlcluster', [CLUSTER.version, CLUSTER.name, 'start'], { timeout: 60_000 });
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export function stopCluster(): void {
  ctl('stop');
}
export function startCluster(): void {
  ctl('start');
}

/** A new empty database in the faults cluster (the servers migrate it themselves). */
export function createFaultsDatabase(): ReturnType<typeof createPostgresDatabase> {
  return createPostgresDatabase({ prefix: 'portal_faults_' });
}

/** One query on a database of the cluster, on a connection of its own. */
export async function query<T extends object>(url: string, text: string): Promise<T[]> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return (await sql.unsafe(text)) as unknown as T[];
  } finally {
    await sql.end({ timeout: 5 });
  }
}
