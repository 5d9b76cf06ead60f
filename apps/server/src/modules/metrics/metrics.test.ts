import { addDays, FEWER_THAN_5, indiaDate, METRIC_KEYS, PUBLIC_METRIC_KEYS, WITHHELD } from '@portal/shared';
import type { MissionMetrics } from '@portal/shared/schemas';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPublicStamp, projects, proposals, reviewAssignments, reviewSummaries, roundEntries, rounds } from '../../db/schema/index.js';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { agreementForm, projectTerms } from '../../test/projects.js';
import { insertProposalOf } from '../../test/proposals.js';
import { bearer, registerVerifiedUser, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerVerifiedUser>>;
let second: Awaited<ReturnType<typeof registerVerifiedUser>>;
const PUBLIC = { 'x-api-key': TEST_PUBLIC_API_KEY };
const DAY = 86_400_000;
let grant = 0;
const RELEASED_AT = new Date('2026-03-01T06:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerVerifiedUser(ctx, { name: 'Meera Grantee' });
  second = await registerVerifiedUser(ctx, { name: 'Ravi Reviewer' });
});
afterAll(() => ctx.close());

const admin = () => bearer(adminToken);
async function metrics(audience: 'admin' | 'public'): Promise<MissionMetrics> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/${audience}/metrics`, headers: audience === 'admin' ? admin() : PUBLIC });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/**
 * A released round R1 of Open Innovation (cut-off passed) with six proposals: three funded, two declined,
 * one deferred to the open round R2, where a seventh waits. Reviews: two each for P1–P4 (P1's second one
 * late), one for P6, none for P5. P1–P5 were submitted 10, 20, 30, 40 and 50 days before the release.
 */
async function seedRounds() {
  const [r1] = await ctx.app.db
    .insert(rounds)
    .values({ scheme: 'OI', name: 'Open Innovation 2026 Q1', cutoffAt: '2026-01-31', reviewDueAt: '2026-02-15', releasedAt: RELEASED_AT })
    .returning();
  const [r2] = await ctx.app.db
    .insert(rounds)
    .values({ scheme: 'OI', name: 'Open Innovation later', cutoffAt: addDays(indiaDate(), 40), reviewDueAt: addDays(indiaDate(), 60) })
    .returning();
  const ids: string[] = [];
  for (let i = 1; i <= 7; i++) {
    ids.push(
      await insertProposalOf(ctx, owner.id, 'openInnovation', {
        title: `Round proposal ${i}`,
        submittedAt: new Date(RELEASED_AT.getTime() - (i <= 5 ? i * 10 : 5) * DAY),
      }),
    );
  }
  const decisions = ['FUND', 'FUND_WITH_CONDITIONS', 'FUND', 'DECLINE', 'DECLINE', 'DEFER'] as const;
  await ctx.app.db.insert(roundEntries).values([
    ...decisions.map((decision, i) => ({
      roundId: r1!.id,
      proposalId: ids[i]!,
      decision,
      current: decision !== 'DEFER',
      deferredTo: decision === 'DEFER' ? r2!.id : null,
    })),
    { roundId: r2!.id, proposalId: ids[5]! },
    { roundId: r2!.id, proposalId: ids[6]! },
  ]);
  const review = (proposalId: string, reviewerId: string, late: boolean) => ({
    proposalId,
    reviewerId,
    dueDate: '2026-02-15',
    state: 'SUBMITTED' as const,
    submittedAt: new Date(late ? '2026-02-20T06:00:00Z' : '2026-02-10T06:00:00Z'),
  });
  await ctx.app.db
    .insert(reviewAssignments)
    .values([...ids.slice(0, 4).flatMap((id, i) => [review(id, owner.id, false), review(id, second.id, i === 0)]), review(ids[5]!, owner.id, false)]);
  const summary = (proposalId: string, reviewCount: number) => ({
    proposalId,
    reviewCount,
    meanScore: 7,
    minScore: 7,
    maxScore: 7,
    disagreement: false,
    fund: reviewCount,
    fundWithChanges: 0,
    doNotFund: 0,
  });
  await ctx.app.db.insert(reviewSummaries).values([...ids.slice(0, 4).map((id) => summary(id, 2)), summary(ids[5]!, 1)]);
  return { r1: r1!.id, r2: r2!.id };
}

/** A project set up on an approved proposal; public once its agreement is uploaded. */
async function project(n: number, focusArea: string[], agreement = true) {
  const id = await insertProposalOf(ctx, owner.id, 'openInnovation', {
    status: 'APPROVED',
    title: `Funded project ${n}`,
    reference: `SRTM-OI-2001-${String(n).padStart(5, '0')}`,
    orgType: 'Academia',
    focusArea,
  });
  const setUp = await ctx.app.inject({ method: 'PUT', url: `/api/admin/projects/${id}`, headers: admin(), payload: projectTerms() });
  expect(setUp.statusCode).toBe(200);
  grant = setUp.json().data.grant;
  if (agreement) {
    const form = agreementForm();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${id}/agreement`,
      headers: { ...admin(), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
  }
  return id;
}

describe('the mission numbers from one registry', () => {
  it('per scheme and round: submitted, reviewed, funded, median days to decision, coverage and on-time share, computed in SQL; the public answer suppresses what is drawn from 1–4', async () => {
    const { r1, r2 } = await seedRounds();
    const all = await metrics('admin');
    expect(all.metrics).toEqual(METRIC_KEYS);
    const byRound = new Map(all.byRound.map((r) => [r.roundId, r]));
    expect(byRound.get(r1)!.figures).toEqual({
      submitted: 6,
      reviewed: 5,
      funded: 3,
      medianDaysToDecision: 30,
      reviewCoverage: 0.667,
      onTimeShare: 0.889,
    });
    expect(byRound.get(r2)!.figures).toEqual({ submitted: 2, reviewed: 1, funded: 0, medianDaysToDecision: null, reviewCoverage: null, onTimeShare: 1 });
    // The scheme counts each proposal once, in its current round: the deferred one is not counted twice.
    expect(all.byScheme.find((s) => s.scheme === 'OI')!.figures).toEqual({
      submitted: 7,
      reviewed: 5,
      funded: 3,
      medianDaysToDecision: 30,
      reviewCoverage: 0.8,
      onTimeShare: 0.889,
    });
    expect(all.byScheme.find((s) => s.scheme === 'SSA')!.figures).toMatchObject({ submitted: 0, funded: 0, medianDaysToDecision: null });

    // The same figure on the admin's round page: submitted and reviewed as the registry counts them.
    const round = (await ctx.app.inject({ method: 'GET', url: `/api/admin/rounds/${r1}`, headers: admin() })).json().data;
    expect(round.counts).toMatchObject({ submitted: 6, reviewed: 5 });

    const open = await metrics('public');
    expect(open.metrics).toEqual(PUBLIC_METRIC_KEYS);
    expect(open.metrics).not.toContain('reviewCoverage');
    const pub = new Map(open.byRound.map((r) => [r.roundId, r]));
    // Shown where drawn from 5 or more, the same value as the admin's; the mark where from 1–4; 0 stays 0.
    // R2's 2 submitted and 1 reviewed are hidden, so R1's 6 and 5 are withheld too (the scheme's 7 less R1's
    // would give R2's); R2's 1 reviewed would still be pinned (R1 at least 5, the two 6 in all), so the
    // scheme's reviewed is withheld as well (decision 288).
    expect(pub.get(r1)!.figures).toEqual({ submitted: WITHHELD, reviewed: WITHHELD, funded: FEWER_THAN_5, medianDaysToDecision: 30 });
    expect(pub.get(r2)!.figures).toEqual({ submitted: FEWER_THAN_5, reviewed: FEWER_THAN_5, funded: 0, medianDaysToDecision: null });
    expect(open.byScheme.find((s) => s.scheme === 'OI')!.figures).toEqual({
      submitted: 7,
      reviewed: WITHHELD,
      funded: FEWER_THAN_5,
      medianDaysToDecision: 30,
    });
    expect(JSON.stringify(open)).not.toMatch(/reviewCoverage|onTimeShare/);

    // Admins only for every metric; the public credential for the public ones.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/metrics', headers: bearer(owner.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/public/metrics' })).statusCode).toBe(401);
  });

  it('committed and released by focus area and organisation category over the public projects, following each release at once', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await project(n, n === 1 ? ['Operational Excellence', 'Digital and Industry 4.0'] : ['Operational Excellence']));
    await project(6, ['Operational Excellence'], false); // no agreement: not public, not counted
    const before = await metrics('public');
    expect(before.byOrgCategory).toEqual([{ category: 'Academia', figures: { projects: 5, committed: 5 * grant, released: 0 } }]);
    // One area of 1 project: hidden; the other (5) and the total are withheld, or the total less it would give it.
    const hidden = { projects: FEWER_THAN_5, committed: FEWER_THAN_5, released: FEWER_THAN_5 };
    const withheld = { projects: WITHHELD, committed: WITHHELD, released: WITHHELD };
    expect(before.byFocusArea).toEqual([
      { focusArea: 'Operational Excellence', figures: withheld },
      { focusArea: 'Digital and Industry 4.0', figures: hidden },
    ]);
    expect(before.total).toEqual(withheld);
    expect((await metrics('admin')).total).toEqual({ projects: 5, committed: 5 * grant, released: 0 });

    const release = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${ids[0]}/tranches/1/release`,
      headers: admin(),
      payload: { releasedOn: indiaDate(), transactionRef: 'UTR-METRICS-1' },
    });
    expect(release.statusCode).toBe(200);
    const first = release.json().data.tranches[0].amount as number;
    const after = await metrics('public');
    expect(after.byOrgCategory[0]!.figures.released).toBe(first);
    const all = await metrics('admin');
    expect(all.total.released).toBe(first);
    expect(all.byFocusArea.find((a) => a.focusArea === 'Digital and Industry 4.0')!.figures).toEqual({ projects: 1, committed: grant, released: first });
    // The same released total as the dashboard's project figures.
    const stats = (await ctx.app.inject({ method: 'GET', url: '/api/admin/projects/stats', headers: admin() })).json().data;
    expect(stats.released).toBe(all.total.released);
  });
});

/** `n` submitted proposals of the owner, in one insert (the figures count entries, not the proposals' kind). */
async function manyProposals(n: number, values: Partial<typeof proposals.$inferInsert> = {}) {
  const rows = await ctx.app.db
    .insert(proposals)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId: owner.id,
        category: 'INNOVATE' as const,
        type: 'FUNDING_SUPPORT' as const,
        name: 'Meera Grantee',
        email: owner.email,
        mobile: '+91 98765 43210',
        title: `Planted proposal ${i}`,
        ownerApproved: true,
        submittedAt: new Date(),
        ...values,
      })),
    )
    .returning({ id: proposals.id });
  return rows.map((r) => r.id);
}

/** Every group of the public answer whose total is a number: never exactly one figure hidden or withheld in it (the total less the others would give it). */
function expectNoneWorkedOut(m: MissionMetrics) {
  const marked = (v: unknown) => v === FEWER_THAN_5 || v === WITHHELD;
  for (const s of m.byScheme) {
    for (const key of ['submitted', 'reviewed', 'funded'] as const) {
      if (typeof s.figures[key] !== 'number') continue;
      const hidden = m.byRound.filter((r) => r.scheme === s.scheme && marked(r.figures[key]));
      expect(hidden.length, `${s.scheme} ${key}`).not.toBe(1);
    }
  }
  if (typeof m.total.projects === 'number') {
    for (const group of [m.byOrgCategory, m.byFocusArea]) expect(group.filter((g) => marked(g.figures.projects)).length).not.toBe(1);
  }
}

describe('complementary suppression (decision 288)', () => {
  it('withholds the next-smallest figure where a total less the shown figures would give a hidden one, in the rounds of a scheme and the categories and areas of the projects', async () => {
    // Steel Startup: rounds of 3, 12 and 7 proposals (22 in the scheme): the 3 is hidden, so the 7 is withheld (22 − 12 − 7 = 3 otherwise).
    // Challenge Method: rounds of 4, 4 and 9 (17): two hidden 4s would be pinned by their sum 8 (17 − 9), so the 9 is withheld.
    const planted: Record<string, string> = {};
    for (const [scheme, sizes] of [
      ['SSA', [3, 12, 7]],
      ['CM', [4, 4, 9]],
    ] as const) {
      for (const [k, size] of sizes.entries()) {
        const name = `${scheme} planted ${k + 1}`;
        const [round] = await ctx.app.db
          .insert(rounds)
          .values({ scheme, name, cutoffAt: addDays(indiaDate(), 30 + k), reviewDueAt: addDays(indiaDate(), 60) })
          .returning();
        planted[name] = round!.id;
        await ctx.app.db.insert(roundEntries).values((await manyProposals(size)).map((proposalId) => ({ roundId: round!.id, proposalId })));
      }
    }
    // The projects: besides the 5 of Academia, 3 of Industry (hidden) and 6 Startups, all in Operational Excellence:
    // categories 5, 3, 6 (14): Academia's 5 is withheld (14 − 5 − 6 = 3 otherwise); areas 14 and 1: the 14 is withheld.
    for (const [orgType, n] of [
      ['Industry', 3],
      ['Startup', 6],
    ] as const) {
      const ids = await manyProposals(n, { status: 'APPROVED', orgType, focusArea: ['Operational Excellence'] });
      await ctx.app.db.insert(projects).values(
        ids.map((proposalId) => ({
          proposalId,
          approvedCost: 1_000_000,
          sharePercent: 60,
          grant: 600_000,
          startDate: indiaDate(),
          milestones: [],
          agreementUploadedAt: new Date(),
        })),
      );
      await ctx.app.db
        .update(proposals)
        .set({ reference: sql`'SRTM-PL-' || ${orgType} || '-' || substr(${proposals.id}::text, 1, 8)` })
        .where(inArray(proposals.id, ids));
    }
    await ctx.app.db.update(projectPublicStamp).set({ version: sql`${projectPublicStamp.version} + 1` });

    const all = await metrics('admin');
    const open = await metrics('public');
    const round = (m: MissionMetrics, name: string) => m.byRound.find((r) => r.roundId === planted[name])!.figures.submitted;
    // The admin sees every value; the public the marks.
    expect(['SSA planted 1', 'SSA planted 2', 'SSA planted 3'].map((n) => round(all, n))).toEqual([3, 12, 7]);
    expect(['SSA planted 1', 'SSA planted 2', 'SSA planted 3'].map((n) => round(open, n))).toEqual([FEWER_THAN_5, 12, WITHHELD]);
    expect(open.byScheme.find((s) => s.scheme === 'SSA')!.figures.submitted).toBe(22);
    expect(['CM planted 1', 'CM planted 2', 'CM planted 3'].map((n) => round(open, n))).toEqual([FEWER_THAN_5, FEWER_THAN_5, WITHHELD]);
    expect(open.byScheme.find((s) => s.scheme === 'CM')!.figures.submitted).toBe(17);
    // Nothing reviewed, nothing funded: 0 stays 0 and hides nothing.
    expect(open.byScheme.find((s) => s.scheme === 'SSA')!.figures).toMatchObject({ reviewed: 0, funded: 0 });

    const categories = Object.fromEntries(open.byOrgCategory.map((c) => [c.category, c.figures.projects]));
    expect(categories).toEqual({ Academia: WITHHELD, Industry: FEWER_THAN_5, Startup: 6 });
    expect(Object.fromEntries(open.byOrgCategory.map((c) => [c.category, c.figures.committed]))).toEqual({
      Academia: WITHHELD,
      Industry: FEWER_THAN_5,
      Startup: 6 * 600_000,
    });
    expect(open.total.projects).toBe(14);
    expect(Object.fromEntries(open.byFocusArea.map((a) => [a.focusArea, a.figures.projects]))).toEqual({
      'Operational Excellence': WITHHELD,
      'Digital and Industry 4.0': FEWER_THAN_5,
    });
    expectNoneWorkedOut(open);
  });
});
