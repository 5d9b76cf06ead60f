import { addDays, indiaDate } from '@portal/shared';
import type { MissionMetrics } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { roundEntries, rounds } from '../../db/schema/index.js';
import { TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { agreedProject } from '../../test/projects.js';
import { insertProposalOf } from '../../test/proposals.js';
import { withTwoInstances } from '../../test/two-instances.js';
import { bearer, registerVerifiedUser } from '../../test/users.js';
import { publicMetricsComputed } from './operations/mission-metrics.js';

/**
 * The public metrics from their cache (decision 302): kept against the public data's version, which
 * every money figure moves and every instance hears at its commit (decision 298), and their round
 * figures trusted for the freshness bound. Two instances on one database: `near` trusts for the default
 * second, `far` for a minute, so only the announcement brings `far` a change within this test.
 */
const NEAR_FRESH_MS = 1000;
const PUBLIC = { 'x-api-key': TEST_PUBLIC_API_KEY };
let near: TestContext;
let far: FastifyInstance;
let adminToken: string;
withTwoInstances(NEAR_FRESH_MS, (instances) => ({ near, far, adminToken } = instances));

async function publicMetrics(app: FastifyInstance, etag?: string) {
  const res = await app.inject({ method: 'GET', url: '/api/public/metrics', headers: { ...PUBLIC, ...(etag ? { 'if-none-match': etag } : {}) } });
  return { status: res.statusCode, etag: res.headers.etag as string, data: res.statusCode === 200 ? (res.json().data as MissionMetrics) : null };
}
async function adminMetrics(app: FastifyInstance): Promise<MissionMetrics> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/metrics', headers: bearer(adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const fundedProject = (ownerId: string, n: number) =>
  agreedProject(near, adminToken, ownerId, {
    title: `Cached metrics project ${n}`,
    reference: `SRTM-OI-2003-${String(n).padStart(5, '0')}`,
    orgType: 'Academia',
    focusArea: ['Operational Excellence'],
  });

describe('the public metrics from their cache (decision 302)', () => {
  it('are computed once per version in one flight, answer 304 to their ETag, follow a change on every instance once announced, and a round figure within the bound', async () => {
    const owner = await registerVerifiedUser(near, { name: 'Cached Metrics Grantee' });
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await fundedProject(owner.id, n));
    const [round] = await near.app.db
      .insert(rounds)
      .values({ scheme: 'SSA', name: 'Cached metrics round', cutoffAt: addDays(indiaDate(), 30), reviewDueAt: addDays(indiaDate(), 45) })
      .returning();
    const entered: string[] = [];
    for (let n = 1; n <= 6; n++) entered.push(await insertProposalOf(near, owner.id, 'openInnovation', { title: `Round entry ${n}`, submittedAt: new Date() }));
    await near.app.db.insert(roundEntries).values(entered.slice(0, 5).map((proposalId) => ({ roundId: round!.id, proposalId })));

    // Two requests at once on an instance that has computed nothing: one computation.
    const [a, b] = await Promise.all([publicMetrics(far), publicMetrics(far)]);
    expect(publicMetricsComputed(far)).toBe(1);
    expect(a.status).toBe(200);
    expect(b.etag).toBe(a.etag);
    expect(a.data!.total).toEqual({ projects: 5, committed: expect.any(Number), released: 0 });
    expect(a.data!.byScheme.find((s) => s.scheme === 'SSA')!.figures.submitted).toBe(5);

    // A second request and a revalidation are served without computing again; the other instance agrees.
    expect((await publicMetrics(far)).etag).toBe(a.etag);
    expect((await publicMetrics(far, a.etag)).status).toBe(304);
    expect((await publicMetrics(far, `W/"other", ${a.etag}`)).status).toBe(304);
    expect(publicMetricsComputed(far)).toBe(1);
    const nearFirst = await publicMetrics(near.app);
    expect(nearFirst.etag).toBe(a.etag);
    expect(nearFirst.data).toEqual(a.data);
    expect((await publicMetrics(near.app, a.etag)).status).toBe(304);

    // A tranche released through `near`: its transaction announces the new version at its commit, and
    // `far`, which would trust its version and its answer for a minute, serves the new figures next.
    const released = await near.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${ids[0]}/tranches/1/release`,
      headers: bearer(adminToken),
      payload: { releasedOn: indiaDate(), transactionRef: 'UTR-METRICS-CACHE-1' },
    });
    expect(released.statusCode, released.body).toBe(200);
    const amount = released.json().data.tranches[0].amount as number;
    await expect.poll(async () => (await publicMetrics(far, a.etag)).status, { timeout: 5000, interval: 20 }).toBe(200);
    const afterRelease = await publicMetrics(far);
    expect(afterRelease.etag).not.toBe(a.etag);
    expect(afterRelease.data!.total.released).toBe(amount);
    expect(publicMetricsComputed(far)).toBe(2);
    // The same value on every route that shows it, on both instances.
    expect((await adminMetrics(far)).total.released).toBe(amount);
    expect((await adminMetrics(near.app)).total.released).toBe(amount);
    await expect.poll(async () => (await publicMetrics(near.app)).data!.total.released, { timeout: 5000, interval: 20 }).toBe(amount);

    // A submission joins the round without moving the version: `near` shows it in the first answer
    // begun the freshness bound after its commit, as the admin sees it at once.
    await near.app.db.insert(roundEntries).values({ roundId: round!.id, proposalId: entered[5]! });
    const committedAt = Date.now();
    const ssa = (m: MissionMetrics) => m.byScheme.find((s) => s.scheme === 'SSA')!.figures.submitted;
    expect(ssa(await adminMetrics(near.app))).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, NEAR_FRESH_MS - (Date.now() - committedAt) + 5));
    const late = await publicMetrics(near.app, afterRelease.etag);
    expect(late.status).toBe(200);
    expect(ssa(late.data!)).toBe(6);
  });
});
