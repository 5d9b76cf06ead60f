import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { MESSAGES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, type RunningPortal, startPortal } from '../e2e/fixtures/server.js';
import { asPostgres, CLUSTER, query } from './cluster.js';
import { adminToken, uploadProfile } from './portal.js';

/** A small tmpfs holding the test database (a tablespace of its own): the disk that fills up. */
const MOUNT = '/mnt/portal-faults-full';
const NAME = `portal_faults_full_${process.pid}`;
const URL_ = `postgres://portal_faults:portal_faults@127.0.0.1:${CLUSTER.port}/${NAME}`;
const FILLER = `${MOUNT}/filler`;
const MB = 1024 * 1024;

let portal: RunningPortal;
beforeAll(async () => {
  mkdirSync(MOUNT, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m,mode=0700', 'tmpfs', MOUNT]);
  execFileSync('chown', ['postgres:postgres', MOUNT]);
  asPostgres(`CREATE TABLESPACE ${NAME} LOCATION '${MOUNT}'`);
  asPostgres(`CREATE DATABASE ${NAME} OWNER portal_faults TABLESPACE ${NAME}`);
  portal = await startPortal({ DATABASE_URL: URL_ });
});
afterAll(async () => {
  await portal?.stop();
  try {
    asPostgres(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    asPostgres(`DROP TABLESPACE IF EXISTS ${NAME}`);
  } finally {
    execFileSync('umount', [MOUNT]);
    rmSync(MOUNT, { recursive: true, force: true });
  }
});

/** Fills the tmpfs up to `leaveBytes` free, as root (the database's files grow into what is left). */
function fillLeaving(leaveBytes: number) {
  const { bavail, bsize } = statfsSync(MOUNT);
  writeFileSync(FILLER, Buffer.alloc(Math.max(bavail * bsize - leaveBytes, 0)));
}

const storedFiles = async () =>
  query<{ id: string; whole: boolean }>(URL_, `select id, encode(sha256(data), 'hex') = sha256 and length(data) = size as whole from files order by id`);
const profileFiles = async () =>
  (
    await query<{ gov: string; org: string }>(
      URL_,
      `select government_id_file_id as gov, organization_doc_file_id as org from users where email = '${E2E_ADMIN.email}'`,
    )
  )[0]!;

describe('the disk full', () => {
  /**
   * Promise: when the disk the database writes to is full, an upload is refused with 507 `storageFull`
   * and nothing of it is stored (its transaction is rolled back); the documents already stored stay whole;
   * the portal serves on (health 200, reads answered); once space is freed, the same upload works, with no
   * restart.
   */
  it('an upload is 507 with nothing stored while the disk is full, the portal serves on, and it works again once space returns', async () => {
    const token = await adminToken(portal.baseURL);
    expect((await uploadProfile(portal.baseURL, token)).status).toBe(200);
    const before = await storedFiles();
    const profile = await profileFiles();
    expect(before.map((f) => f.id).sort()).toEqual([profile.gov, profile.org].sort());

    // Room for less than one upload of two 1.5 MB documents.
    fillLeaving(1 * MB);
    for (let n = 0; n < 3; n++) {
      const refused = await uploadProfile(portal.baseURL, token, undefined, 1.5 * MB);
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({ key: 'storageFull', message: MESSAGES.storageFull });
    }
    expect(await storedFiles()).toEqual(before);
    expect(before.every((f) => f.whole)).toBe(true);
    expect(await profileFiles()).toEqual(profile);
    // The rest of the portal serves on: the health check, and a signed-in read.
    expect((await fetch(`${portal.baseURL}/api/health`)).status).toBe(200);
    expect((await fetch(`${portal.baseURL}/api/users/profile/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect(portal.output()).toContain('storage full: request refused');

    // Space returns: the same upload is stored, whole, without a restart.
    rmSync(FILLER);
    const again = await uploadProfile(portal.baseURL, token, undefined, 1.5 * MB);
    expect(again.status).toBe(200);
    const after = await storedFiles();
    expect(after).toHaveLength(2);
    expect(after.every((f) => f.whole)).toBe(true);
    expect(await profileFiles()).not.toEqual(profile);
  });
});
