import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../../db/schema/index.js';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter } from '../../test/users.js';

let ctx: TestContext;
let reader: Awaited<ReturnType<typeof registerSubmitter>>;
const ids: Record<string, string> = {};

const KEY = { 'x-api-key': TEST_PUBLIC_API_KEY };
const search = (query: string, headers: Record<string, string> = KEY) => ctx.app.inject({ method: 'GET', url: `/api/proposals/search?${query}`, headers });
const idsOf = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((r) => r.id);

beforeAll(async () => {
  ctx = await createTestApp();
  const msme = await registerSubmitter(ctx, { organizationCategory: 'MSME', organization: 'Jamshedpur Rolling Mills' });
  const lab = await registerSubmitter(ctx, { organizationCategory: 'Academia', organization: 'IIT Kharagpur' });
  const startup = await registerSubmitter(ctx, { organizationCategory: 'Startup', organization: 'Ferrotech Labs' });
  reader = await registerSubmitter(ctx, { organizationCategory: 'Industry' });
  const post = async (name: string, token: string, body: Record<string, unknown>) => {
    const res = await sendProposal(ctx, token, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    ids[name] = res.json().data.id;
  };
  await post('slag', msme.token, validBody('problem', { focusArea: ['Circular Economy and Resource Efficiency'] }));
  await post('refractoryTitle', msme.token, validBody('problem', { title: 'Refractory wear in ladles', abstract: 'Linings fail after forty heats' }));
  await post(
    'refractoryAbstract',
    lab.token,
    validBody('research', { title: 'Fibre optic sensing for coke ovens', abstract: 'Monitoring refractory temperatures continuously' }),
  );
  await post('electrolyser', startup.token, validBody('solution', { abstract: 'A compact electrolyser feeds the burners' }));
  await post('approved', startup.token, validBody('solution', { title: 'Scrap sorting by vision' }));
  // Never public: not posted on the portal, rejected, a draft, a funding kind.
  await post('notOnPortal', msme.token, validBody('problem', { title: 'Refractory recycling' }));
  await post('rejected', msme.token, validBody('problem', { title: 'Refractory bricks from slag' }));
  await post('draft', msme.token, validBody('problem', { title: 'Refractory draft idea' }));
  await post(
    'funding',
    lab.token,
    validBody('openInnovation', { title: 'Refractory funding ask', partnersInvolved: undefined, collaborators: [{ organisation: msme.id }] }),
  );
  // The form insists on posting Steelcollab kinds; an older post may still be off the portal.
  await ctx.app.db.update(proposals).set({ postOnPortal: false }).where(eq(proposals.id, ids.notOnPortal!));
  await ctx.app.db.update(proposals).set({ status: 'APPROVED' }).where(eq(proposals.id, ids.approved!));
  await ctx.app.db.update(proposals).set({ status: 'REJECTED' }).where(eq(proposals.id, ids.rejected!));
  await ctx.app.db.update(proposals).set({ status: 'DRAFT' }).where(eq(proposals.id, ids.draft!));
});
afterAll(() => ctx.close());

const PUBLIC = ['slag', 'refractoryTitle', 'refractoryAbstract', 'electrolyser', 'approved'];

describe('GET /proposals/search: the credential', () => {
  it('refuses a call without the public key or a token, or with a wrong one (401)', async () => {
    expect((await search('', {})).statusCode).toBe(401);
    expect((await search('', { 'x-api-key': 'wrong-key' })).statusCode).toBe(401);
    expect((await search('', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('answers the public key and a signed-in user', async () => {
    expect((await search('')).statusCode).toBe(200);
    expect((await search('', bearer(reader.token))).statusCode).toBe(200);
  });
});

describe('GET /proposals/search: who sees what', () => {
  it('lists public Steelcollab posts only, under review or approved, never funding kinds, drafts, rejected or unposted ones', async () => {
    const res = await search('limit=50');
    expect(res.json().total).toBe(PUBLIC.length);
    expect(idsOf(res).sort()).toEqual(PUBLIC.map((n) => ids[n]).sort());
    // The same for a query every hidden post matches.
    expect(idsOf(await search('query=refractory&limit=50')).sort()).toEqual([ids.refractoryTitle, ids.refractoryAbstract].sort());
  });

  it('returns exactly the row of the contract: no e-mail, no mobile', async () => {
    const row = (await search(`query=electrolyser`)).json().data[0];
    expect(Object.keys(row).sort()).toEqual(['category', 'createdAt', 'focusArea', 'id', 'orgName', 'status', 'title', 'type']);
    expect(row).toMatchObject({ id: ids.electrolyser, category: 'STEELCOLLAB', type: 'INNOVATION', status: 'UNDER_REVIEW', orgName: 'Ferrotech Labs' });
    expect(JSON.stringify((await search('limit=50')).json())).not.toMatch(/@|\+91/);
  });
});

describe('GET /proposals/search: full text', () => {
  it('finds a word that is in one abstract only, first (stemmed: electrolysers finds electrolyser)', async () => {
    expect(idsOf(await search('query=electrolysers'))).toEqual([ids.electrolyser]);
  });

  it('ranks a title match above an abstract match by default, and newest first when asked', async () => {
    expect(idsOf(await search('query=refractory'))).toEqual([ids.refractoryTitle, ids.refractoryAbstract]);
    expect(idsOf(await search('query=refractory&sortBy=createdAt'))).toEqual([ids.refractoryAbstract, ids.refractoryTitle]);
  });

  it('finds partial words in titles and organisation names', async () => {
    expect(idsOf(await search('query=refract'))).toEqual([ids.refractoryTitle]);
    expect(idsOf(await search('query=jamshed&limit=50')).sort()).toEqual([ids.slag, ids.refractoryTitle].sort());
    // Counted from the page when it is not full, by a count when it is, and past the last page.
    expect((await search('query=jamshed&limit=50')).json()).toMatchObject({ total: 2, totalExact: true });
    expect((await search('query=jamshed&limit=2')).json()).toMatchObject({ total: 2, totalExact: true });
    expect((await search('query=jamshed&limit=1')).json()).toMatchObject({ total: 2, totalPages: 2, totalExact: true });
    expect((await search('query=jamshed&limit=1&page=3')).json()).toMatchObject({ data: [], total: 2, totalExact: true });
    expect((await search('query=refract&sortBy=title&sortOrder=asc')).json()).toMatchObject({ total: 1, totalExact: true });
  });

  it('takes % and _ literally', async () => {
    expect((await search('query=%25')).json().total).toBe(0);
    expect((await search('query=_')).json().total).toBe(0);
  });
});

describe('GET /proposals/search: filters and paging', () => {
  it('filters by type, focus area, organisation and category', async () => {
    expect(idsOf(await search('type=RESEARCH_IDEA'))).toEqual([ids.refractoryAbstract]);
    expect(idsOf(await search('type=innovation&limit=50')).sort()).toEqual([ids.electrolyser, ids.approved].sort());
    // With a word: of the two posts that say 'refractory', the one of that kind (decision 305's posting lists hold the kind).
    expect(idsOf(await search('query=refractory&type=RESEARCH_IDEA'))).toEqual([ids.refractoryAbstract]);
    expect(idsOf(await search('query=refractory&type=PROBLEM'))).toEqual([ids.refractoryTitle]);
    expect(idsOf(await search(`focusArea=${encodeURIComponent('Circular Economy and Resource Efficiency')}`))).toEqual([ids.slag]);
    expect(idsOf(await search('organization=kharagpur'))).toEqual([ids.refractoryAbstract]);
    expect((await search('category=INNOVATE')).json().total).toBe(0);
    expect((await search('category=STEELCOLLAB')).json().total).toBe(PUBLIC.length);
    expect((await search('type=NOPE')).statusCode).toBe(400);
  });

  it('pages newest first without overlap, and sorts by title', async () => {
    const first = await search('limit=2&page=1');
    const second = await search('limit=2&page=2');
    const third = await search('limit=2&page=3');
    expect(first.json()).toMatchObject({ total: 5, page: 1, totalPages: 3 });
    const all = [...idsOf(first), ...idsOf(second), ...idsOf(third)];
    expect(all).toEqual([...PUBLIC].reverse().map((n) => ids[n]));
    const titles = (await search('sortBy=title&sortOrder=asc&limit=50')).json().data.map((r: { title: string }) => r.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : 1)));
  });
});
