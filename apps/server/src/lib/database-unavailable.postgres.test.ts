import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { openTestDatabase } from '../test/database.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A loopback port with nothing listening. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

describe('a database out of reach, told from a refused statement (answered 503, not 500)', () => {
  it('a refused connection and a session ended by the server are unavailability; a failing statement is not', async () => {
    const away = await openDatabase({ kind: 'postgres', url: `postgres://portal:portal@127.0.0.1:${await closedPort()}/portal` });
    try {
      const refused = await failureOf(away.db.execute(sql`select 1`));
      expect(refused).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(refused)).toBe(true);
    } finally {
      await away.close();
    }
    // The server ends the session (as a restart does): 57P01 admin_shutdown.
    const ended = await failureOf(database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`));
    expect(isDatabaseUnavailable(ended)).toBe(true);

    const statement = await failureOf(database.db.execute(sql`select 1 / 0`));
    expect(statement).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(statement)).toBe(false);
    expect(isDatabaseUnavailable(new Error('other'))).toBe(false);
  });
});
