import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdf } from '../apps/server/src/test/multipart.js';
import { E2E_ADMIN, type RunningPortal, startPortal } from '../e2e/fixtures/server.js';
import { createFaultsDatabase, query } from './cluster.js';
import { adminToken, uploadProfile } from './portal.js';

let database: Awaited<ReturnType<typeof createFaultsDatabase>>;
const portals: RunningPortal[] = [];
const start = async () => {
  const portal = await startPortal({ DATABASE_URL: database.url });
  portals.push(portal);
  return portal;
};
beforeAll(async () => {
  database = await createFaultsDatabase();
});
afterAll(async () => {
  await Promise.all(portals.map((p) => p.stop()));
  await database?.drop();
});

type FileRow = { id: string; size: number; bytes: number; sha256: string; digest: string };
/** Every stored file with its bytes' length and digest, and the admin's two profile documents. */
async function stored() {
  const files = await query<FileRow>(
    database.url,
    `select id, size, length(data) as bytes, sha256, encode(sha256(data), 'hex') as digest from files order by id`,
  );
  const [profile] = await query<{ gov: string | null; org: string | null }>(
    database.url,
    `select government_id_file_id as gov, organization_doc_file_id as org from users where email = '${E2E_ADMIN.email}'`,
  );
  return { files, profile: profile! };
}

/** Whole and consistent: each file row holds all its bytes, and the profile names exactly the stored files. */
function expectWhole({ files, profile }: Awaited<ReturnType<typeof stored>>) {
  for (const f of files) {
    expect(Number(f.bytes)).toBe(f.size);
    expect(f.digest).toBe(f.sha256);
  }
  expect(files.map((f) => f.id).sort()).toEqual([profile.gov, profile.org].sort());
}

/** Sends the head and the first `sentBytes` of a profile upload and holds the rest back; answers when they are written. */
function partialUpload(baseURL: string, token: string, sentBytes: number): Promise<void> {
  const form = multipart(
    { organization: 'Kalinga Alloys Pvt Ltd', organizationCategory: 'MSME', designation: 'Head of R&D', documentType: 'PAN_crd', documentNumber: 'ABCDE1234F' },
    [
      { field: 'governmentIssueddocument', name: 'pan.pdf', type: 'application/pdf', data: pdf('PAN (killed)') },
      { field: 'organizationDocs', name: 'incorporation.pdf', type: 'application/pdf', data: pdf('Incorporation (killed)') },
    ],
  );
  const url = new URL('/api/users/profile/me', baseURL);
  const req = request(url, { method: 'PUT', headers: { authorization: `Bearer ${token}`, ...form.headers } });
  req.on('error', () => undefined);
  return new Promise((resolve) => req.write(form.payload.subarray(0, sentBytes), () => resolve()));
}

describe('an instance killed (SIGKILL) mid-upload', () => {
  /**
   * Promise: an instance killed while an upload's body is arriving, or while it is being stored, leaves
   * nothing half-written: every file row holds all its bytes (its digest matches), no file row is left
   * that nothing names, and the profile names either its old documents or the new ones, never one of
   * each. After a restart on the same database, the user's retry works. (Files are kept in the database
   * here, in the same transaction as the profile; with STORAGE_URL, bytes put before a kill and never
   * named by a row are removed by the hourly sweep, decision 196.)
   */
  it('leaves the old documents whole when killed mid-body or mid-store, and the retry after a restart works', async () => {
    let portal = await start();
    let token = await adminToken(portal.baseURL);
    expect((await uploadProfile(portal.baseURL, token)).status).toBe(200);
    const before = await stored();
    expectWhole(before);

    // Killed while the body is still arriving: half the form sent, the rest never comes.
    await partialUpload(portal.baseURL, token, 600);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await portal.kill();
    expect(await stored()).toEqual(before);

    // Killed while whole uploads are being read and stored: several at once, the kill as the first answers.
    portal = await start();
    token = await adminToken(portal.baseURL);
    const uploads = Array.from({ length: 4 }, () =>
      uploadProfile(portal.baseURL, token).then(
        (r) => r.status,
        () => 0,
      ),
    );
    await Promise.race(uploads);
    await portal.kill();
    const statuses = await Promise.all(uploads);
    const after = await stored();
    expectWhole(after);
    // An upload answered 200 is there: the profile no longer names the documents from before.
    if (statuses.includes(200)) expect(after.profile).not.toEqual(before.profile);

    // Restarted on the same database, the user sends it again: stored, whole.
    portal = await start();
    token = await adminToken(portal.baseURL);
    expect((await uploadProfile(portal.baseURL, token)).status).toBe(200);
    const retried = await stored();
    expectWhole(retried);
    expect(retried.profile).not.toEqual(after.profile);
  });
});
