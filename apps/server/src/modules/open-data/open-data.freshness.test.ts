import { indiaDate } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../test/app.js';
import { agreedProject } from '../../test/projects.js';
import { withTwoInstances } from '../../test/two-instances.js';
import { bearer, registerVerifiedUser } from '../../test/users.js';

/**
 * How fresh the open-data files are when each instance trusts the public data's version it read
 * (decision 298): a change is announced at its commit to every instance, and one whose announcement
 * is lost shows at most `openDataVersionFreshMs` after its commit. Two instances on one database:
 * `near` trusts a version for the default second; `far` for a minute, so only the announcement can
 * bring it a change within this test.
 */
const NEAR_FRESH_MS = 1000;
let near: TestContext;
let far: FastifyInstance;
let adminToken: string;
withTwoInstances(NEAR_FRESH_MS, (instances) => ({ near, far, adminToken } = instances));

const fundedProject = (ownerId: string, n: number) =>
  agreedProject(near, adminToken, ownerId, {
    title: `Fresh open data project ${n}`,
    reference: `SRTM-OI-2002-${String(n).padStart(5, '0')}`,
    orgName: 'Rourkela Steel Research Centre',
    requestedGrant: 600_000,
  });

async function grants(app: FastifyInstance, etag?: string) {
  const res = await app.inject({ method: 'GET', url: '/api/open/grants.json', headers: etag ? { 'if-none-match': etag } : {} });
  return { status: res.statusCode, etag: res.headers.etag as string, body: res.body };
}

describe('the open-data files after a change (decision 298)', () => {
  it('show a change on every instance once it is announced, and a change whose announcement was lost within the bound', async () => {
    const owner = await registerVerifiedUser(near, { name: 'Fresh Data Grantee' });
    const first = await fundedProject(owner.id, 1);
    // Both instances read the version now and trust it: `far` for a minute.
    const before = await grants(near.app);
    expect(before.status).toBe(200);
    expect((await grants(far)).etag).toBe(before.etag);
    expect((await grants(far, before.etag)).status).toBe(304);

    // A tranche released through `near`: its transaction announces the new version at its commit, and
    // `far`, which would trust its version for a minute, serves the new file in its next answers.
    const released = await near.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${first}/tranches/1/release`,
      headers: bearer(adminToken),
      payload: { releasedOn: indiaDate(), transactionRef: 'UTR-FRESH-1' },
    });
    expect(released.statusCode, released.body).toBe(200);
    await expect.poll(async () => (await grants(far, before.etag)).status, { timeout: 5000, interval: 20 }).toBe(200);
    const afterRelease = await grants(far);
    expect(afterRelease.etag).not.toBe(before.etag);
    expect(JSON.parse(afterRelease.body).grants[0].amountDisbursed).toBeGreaterThan(0);
    await expect.poll(async () => (await grants(near.app)).etag, { timeout: 5000, interval: 20 }).toBe(afterRelease.etag);

    // A change committed with no announcement (another instance's, lost while this one's listening
    // connection reconnected): `near` serves it in the first answer begun a second after the commit.
    await near.app.db.transaction(async (tx) => {
      await tx.execute(sql`update proposals set title = 'Fresh open data project 1, renamed' where id = ${first}`);
      await tx.execute(sql`update project_public_stamp set version = version + 1 where id = 1`);
    });
    const committedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, NEAR_FRESH_MS - (Date.now() - committedAt) + 5));
    // The bound is kept on the monotonic clock (decision 304): the wall clock stepped back an hour meanwhile
    // (NTP, an operator) does not stretch the trust in the version known by that hour.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3600 * 1000);
    const late = await grants(near.app, afterRelease.etag).finally(() => vi.useRealTimers());
    expect(late.status).toBe(200);
    expect(late.etag).not.toBe(afterRelease.etag);
    expect(JSON.parse(late.body).grants[0].title).toBe('Fresh open data project 1, renamed');
  });
});
