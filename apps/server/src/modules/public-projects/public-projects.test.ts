import { addDays, indiaDate } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalCollaborators, roundEntries, rounds, users } from '../../db/schema/index.js';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { agreementForm, projectTerms, publicSummaryText } from '../../test/projects.js';
import { insertProposalOf } from '../../test/proposals.js';
import { bearer, registerVerifiedUser, signInAdmin } from '../../test/users.js';

let ctx: TestContext;
let adminToken: string;
let owner: Awaited<ReturnType<typeof registerVerifiedUser>>;
let partner: Awaited<ReturnType<typeof registerVerifiedUser>>;
const PUBLIC = { 'x-api-key': TEST_PUBLIC_API_KEY };
/** What identifies a person in the fixtures: none of it may appear in any public answer. */
const PERSON = { name: 'Lakshmi Iyer', email: 'lakshmi.iyer@example.in', mobile: '+91 99887 76655' };
const answers: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 20 });
  adminToken = await signInAdmin(ctx);
  owner = await registerVerifiedUser(ctx, { name: 'Meera Grantee' });
  partner = await registerVerifiedUser(ctx, { name: 'Ravi Partner' });
});
afterAll(() => ctx.close());

const admin = () => bearer(adminToken);
let n = 0;
async function funded(opts: { kind?: 'openInnovation' | 'startup'; focus?: string; agreement?: boolean } = {}) {
  n += 1;
  const reference = `SRTM-OI-2026-${String(900 + n).padStart(5, '0')}`;
  const id = await insertProposalOf(ctx, owner.id, opts.kind ?? 'openInnovation', {
    status: 'APPROVED',
    title: `Public project ${n}`,
    reference,
    orgName: 'Institute of Steel Studies',
    focusArea: [opts.focus ?? 'Operational Excellence'],
    ...PERSON,
  });
  await ctx.app.db.insert(proposalCollaborators).values({ proposalId: id, userId: partner.id });
  expect((await ctx.app.inject({ method: 'PUT', url: `/api/admin/projects/${id}`, headers: admin(), payload: projectTerms() })).statusCode).toBe(200);
  if (opts.agreement !== false) {
    const form = agreementForm();
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/admin/projects/${id}/agreement`, headers: { ...admin(), ...form.headers }, payload: form.payload }))
        .statusCode,
    ).toBe(200);
  }
  return { id, reference };
}
async function read(url: string, headers: Record<string, string> = PUBLIC) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  answers.push(res.body);
  return res;
}

describe('funded projects in the open', () => {
  it("a project is public from its agreement on, with the contract's fields, the released money and the approved summary only", async () => {
    const before = await funded({ agreement: false });
    expect((await read(`/api/public/projects/${before.reference}`)).statusCode).toBe(404);
    expect((await read('/api/public/projects?limit=100')).json().data.map((r: { reference: string }) => r.reference)).not.toContain(before.reference);

    const p = await funded();
    // Partners: the collaborators' organisations, never their people; the round by its name.
    const colleague = await registerVerifiedUser(ctx, { name: 'Kiran Colleague' });
    await ctx.app.db.update(users).set({ organization: 'Sethi  Castings' }).where(eq(users.id, partner.id));
    await ctx.app.db.update(users).set({ organization: 'institute of steel studies' }).where(eq(users.id, colleague.id));
    await ctx.app.db.insert(proposalCollaborators).values({ proposalId: p.id, userId: colleague.id });
    const [round] = await ctx.app.db
      .insert(rounds)
      .values({
        scheme: 'OI',
        name: 'Open Innovation round 2026-I',
        cutoffAt: addDays(indiaDate(), -40),
        reviewDueAt: addDays(indiaDate(), -30),
        budget: 5_000_000,
      })
      .returning({ id: rounds.id });
    await ctx.app.db.insert(roundEntries).values({ roundId: round!.id, proposalId: p.id });
    const released = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${p.id}/tranches/1/release`,
      headers: admin(),
      payload: { releasedOn: indiaDate(), transactionRef: 'UTR-PUBLIC-1' },
    });
    expect(released.statusCode).toBe(200);
    const tranche1 = released.json().data.tranches[0].amount as number;
    await ctx.app.inject({ method: 'PUT', url: `/api/projects/${p.id}/public-summary`, headers: bearer(owner.token), payload: { text: publicSummaryText() } });

    const one = await read(`/api/public/projects/${p.reference}`);
    expect(one.statusCode).toBe(200);
    const data = one.json().data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'agreedOn',
        'approvedCost',
        'focusAreas',
        'grant',
        'milestones',
        'organisation',
        'outputs',
        'partners',
        'reference',
        'released',
        'reports',
        'round',
        'scheme',
        'startDate',
        'summary',
        'title',
        'withdrawn',
      ].sort(),
    );
    expect(data).toMatchObject({
      reference: p.reference,
      scheme: 'openInnovation',
      organisation: 'Institute of Steel Studies',
      released: tranche1,
      withdrawn: false,
      agreedOn: indiaDate(),
      partners: ['Sethi Castings'],
      round: 'Open Innovation round 2026-I',
      outputs: [],
      reports: [],
    });
    // Written but not approved: nothing of it is public.
    expect(data.summary).toBeNull();
    expect(data.milestones.map((m: { status: string }) => m.status)).toEqual(['OVERDUE', 'UPCOMING']);

    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/admin/projects/${p.id}/public-summary/approve`, headers: admin(), payload: { version: 1 } }))
        .statusCode,
    ).toBe(200);
    expect((await read(`/api/public/projects/${p.reference}`)).json().data.summary).toEqual({ text: publicSummaryText(), textHi: null });
  });

  it('filters by scheme, focus area and year, pages in SQL, and keeps a withdrawn project saying so', async () => {
    const a = await funded({ focus: 'Circular Economy and Resource Efficiency' });
    const b = await funded({ kind: 'startup', focus: 'Circular Economy and Resource Efficiency' });
    const refs = async (q: string) => (await read(`/api/public/projects?limit=100&${q}`)).json().data.map((r: { reference: string }) => r.reference);
    expect(await refs('focusArea=Circular%20Economy%20and%20Resource%20Efficiency')).toEqual([b.reference, a.reference]);
    expect(await refs('focusArea=Circular%20Economy%20and%20Resource%20Efficiency&scheme=startup')).toEqual([b.reference]);
    expect(await refs(`focusArea=Circular%20Economy%20and%20Resource%20Efficiency&year=${indiaDate().slice(0, 4)}`)).toEqual([b.reference, a.reference]);
    expect(await refs(`year=${Number(indiaDate().slice(0, 4)) - 1}`)).toEqual([]);
    const page = (await read('/api/public/projects?focusArea=Circular%20Economy%20and%20Resource%20Efficiency&limit=1&page=2')).json();
    expect(page.data.map((r: { reference: string }) => r.reference)).toEqual([a.reference]);
    expect(page.total).toBe(2);
    expect((await read('/api/public/projects?year=1999')).statusCode).toBe(400);

    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/proposals/${a.id}/status`,
          headers: admin(),
          payload: { status: 'REJECTED', reason: 'Funding withdrawn after audit.' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await read(`/api/public/projects/${a.reference}`)).json().data.withdrawn).toBe(true);
  });

  it('needs the public credential or a token, and no public answer names a person', async () => {
    const p = await funded();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/public/projects' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/public/projects/${p.reference}` })).statusCode).toBe(401);
    expect((await read(`/api/public/projects/${p.reference}`, bearer(partner.token))).statusCode).toBe(200);
    expect(answers.length).toBeGreaterThan(10);
    const people = [PERSON.name, PERSON.email, PERSON.mobile, owner.email, partner.email, 'Meera Grantee', 'Ravi Partner', 'Kiran Colleague', 'UTR-PUBLIC-1'];
    for (const body of answers) for (const secret of people) expect(body).not.toContain(secret);
  });
});
