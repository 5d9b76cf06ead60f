import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * An empty database of its own on the PostgreSQL server of `baseUrl` (TEST_DATABASE_URL), for a bench
 * that migrates and fills one: its URL, and `drop()`, which removes it whatever still holds it.
 */
export async function scratchDatabase(baseUrl) {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
