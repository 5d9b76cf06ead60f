import { MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClamd } from '../apps/server/src/test/clamd.js';
import { type RunningPortal, startPortal } from '../e2e/fixtures/server.js';
import { createFaultsDatabase, query } from './cluster.js';
import { adminToken, uploadProfile } from './portal.js';

let database: Awaited<ReturnType<typeof createFaultsDatabase>>;
let clamd: TestClamd;
let portal: RunningPortal;
beforeAll(async () => {
  database = await createFaultsDatabase();
  clamd = await TestClamd.start();
  portal = await startPortal({ DATABASE_URL: database.url, CLAMD_URL: clamd.url });
});
afterAll(async () => {
  await portal?.stop();
  await clamd?.close();
  await database?.drop();
});

/** The stored files' ids (a profile saved again replaces its two files). */
const storedFiles = async () => (await query<{ id: string }>(database.url, 'select id from files order by id')).map((r) => r.id);

describe('clamd down with scanning on', () => {
  /**
   * Promise: while clamd is down every upload is refused with 503 and nothing of it is stored; once clamd
   * is back, uploads work again, without a restart of the portal.
   */
  it('uploads are 503 with nothing stored while clamd is down, and work again when it returns', async () => {
    const token = await adminToken(portal.baseURL);
    const first = await uploadProfile(portal.baseURL, token);
    expect(first.status).toBe(200);
    const before = await storedFiles();
    expect(before).toHaveLength(2);

    await clamd.stop();
    for (let n = 0; n < 3; n++) {
      const started = Date.now();
      const refused = await uploadProfile(portal.baseURL, token);
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.uploadScannerUnavailable);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    expect(await storedFiles()).toEqual(before);
    // The rest of the portal serves on.
    expect((await fetch(`${portal.baseURL}/api/health`)).status).toBe(200);

    await clamd.restart();
    const again = await uploadProfile(portal.baseURL, token);
    expect(again.status).toBe(200);
    const after = await storedFiles();
    expect(after).toHaveLength(2);
    expect(after).not.toEqual(before);
  });
});
