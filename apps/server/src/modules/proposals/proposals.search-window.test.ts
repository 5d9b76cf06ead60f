import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { registerSubmitter } from '../../test/users.js';
import { forgetFewMatches, RECENT_ROWS, recentStartFor, SEARCH_WINDOW, searchPublicProposals } from './search.repo.js';

/**
 * A query that matches more public posts than the search reads (decision 093): the newest
 * SEARCH_WINDOW matches are ranked, older ones follow newest first, and the total counts only up to
 * SEARCH_WINDOW past the current page, saying so.
 */
let ctx: TestContext;
const MATCHES = SEARCH_WINDOW + 15;
/**
 * Post g (1 = newest) is titled 'Ladle study 000g'; two older ones carry the word in their title too. The
 * newest SEARCH_WINDOW also say 'skull'.
 */
const IN_WINDOW_TITLE = 900;
// Right past the window's edge: ranked, it would lead the first page.
const PAST_WINDOW_TITLE = SEARCH_WINDOW + 1;
const titleOf = (g: number) => (g === IN_WINDOW_TITLE || g === PAST_WINDOW_TITLE ? `Tundish wear ${g}` : `Ladle study ${String(g).padStart(4, '0')}`);

type Answer = { data: { id: string; title: string }[]; total: number; totalPages: number; page: number; totalExact: boolean };
const search = async (query: string): Promise<Answer> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/proposals/search?${query}`, headers: { 'x-api-key': TEST_PUBLIC_API_KEY } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
};
const titles = (a: Answer) => a.data.map((r) => r.title);

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await registerSubmitter(ctx, { organizationCategory: 'MSME', organization: 'Bokaro Castings' });
  // Every post says 'tundish' once in its abstract; g > MATCHES are rejected, so never public.
  await ctx.app.db.execute(sql`
    insert into proposals (user_id, category, type, status, name, email, mobile, org_name, title, abstract, focus_area, details_confirmed, terms_accepted, post_on_portal, owner_approved, created_at, updated_at)
    select ${owner.id}, 'STEELCOLLAB', 'PROBLEM', (case when g > ${MATCHES} then 'REJECTED' else 'UNDER_REVIEW' end)::proposal_status,
      'Owner', 'owner@example.in', '+91 90000 00000', 'Bokaro Castings',
      case when g in (${IN_WINDOW_TITLE}, ${PAST_WINDOW_TITLE}) then 'Tundish wear ' || g else 'Ladle study ' || lpad(g::text, 4, '0') end,
      'Lining life of the tundish in the caster.' || case when g <= ${SEARCH_WINDOW} then ' Skull formed.' else '' end, array['Operational Excellence'], true, true, true, true,
      now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${MATCHES + 5}) g`);
});
afterAll(() => ctx.close());

describe('GET /proposals/search: a query matching more posts than the search window', () => {
  it('counts up to the window past the current page and says the total is a lower bound', async () => {
    const first = await search('query=tundish');
    expect(first).toMatchObject({ total: SEARCH_WINDOW, totalPages: SEARCH_WINDOW / 10, totalExact: false });
    const second = await search('query=tundish&page=2');
    expect(second).toMatchObject({ total: SEARCH_WINDOW + 10, totalExact: false });
    // At the edge: a window that ends on the last match counts it exactly; one short of it does not.
    expect(await search('query=tundish&limit=15&page=2')).toMatchObject({ total: MATCHES, totalExact: true });
    expect(await search('query=tundish&limit=14&page=2')).toMatchObject({ total: MATCHES - 1, totalExact: false });
    // From page 100 the window reaches past the last match: the total is exact again.
    const deep = await search('query=tundish&page=100');
    expect(deep).toMatchObject({ total: MATCHES, totalPages: Math.ceil(MATCHES / 10), totalExact: true });
    // Past the last page: no rows, the same exact total.
    const past = await search('query=tundish&page=200');
    expect(past).toMatchObject({ data: [], total: MATCHES, totalExact: true });
  });

  it('counts exactly when the matches are fewer, and without a query', async () => {
    expect(await search('query=wear')).toMatchObject({ total: 2, totalExact: true });
    // As many as the window: exact, with nothing past it.
    expect(await search('query=skull')).toMatchObject({ total: SEARCH_WINDOW, totalExact: true });
    expect(await search('limit=10')).toMatchObject({ total: MATCHES, totalExact: true });
  });

  it('ranks the newest window of matches (a title match first), then the older ones newest first', async () => {
    expect(titles(await search('query=tundish'))[0]).toBe(titleOf(IN_WINDOW_TITLE));
    // The older title match is past the window: it keeps its newest-first place, the very last.
    const last = await search('query=tundish&limit=100&page=11');
    const older = Array.from({ length: MATCHES - SEARCH_WINDOW }, (_, i) => titleOf(SEARCH_WINDOW + 1 + i));
    expect(titles(last)).toEqual(older);
  });

  it('pages over every match once, without overlap', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(MATCHES / 100); page++) seen.push(...(await search(`query=tundish&limit=100&page=${page}`)).data.map((r) => r.id));
    expect(seen).toHaveLength(MATCHES);
    expect(new Set(seen).size).toBe(MATCHES);
  });

  it('sorts every match by title when asked, with the same bounded count', async () => {
    const byTitle = await search('query=tundish&sortBy=title&sortOrder=asc');
    expect(titles(byTitle)).toEqual(Array.from({ length: 10 }, (_, i) => titleOf(i + 1)));
    expect(byTitle).toMatchObject({ total: SEARCH_WINDOW, totalExact: false });
    const lastByTitle = await search(`query=tundish&sortBy=title&sortOrder=asc&page=${Math.ceil(MATCHES / 10)}`);
    expect(titles(lastByTitle).slice(-2)).toEqual([titleOf(PAST_WINDOW_TITLE), titleOf(IN_WINDOW_TITLE)]);
    expect(lastByTitle).toMatchObject({ total: MATCHES, totalExact: true });
  });

  it('gives the same rows in the same order when the matches are read among the recent rows first (decision 250)', async () => {
    // The table holds fewer rows than RECENT_ROWS, so searches read it whole; a lower start reaches the
    // recent-rows-first statement with its own SQL: 200 (the recent rows hold fewer matches than the window
    // needs, so the older ones are read too) and 1 005 (they hold enough: the older scan does not run).
    expect(MATCHES).toBeLessThan(RECENT_ROWS);
    const base = { page: 1, limit: 10, sortOrder: 'desc' as const, sortBy: 'relevance' as const };
    const queries = [
      { ...base, query: 'tundish' },
      { ...base, query: 'tundish', page: 2 },
      { ...base, query: 'tundish', limit: 100, page: 11 },
      { ...base, query: 'wear' },
      { ...base, query: 'ladle', limit: 50, page: 3 },
      { ...base, query: 'tundish', sortBy: 'createdAt' as const, sortOrder: 'asc' as const },
      { ...base, query: 'nothing-matches-this' },
      // One word each, answered from the posting lists (decision 305): in the abstract of every post, in
      // most titles, in one title, as another form of a word, and past the window's end.
      { ...base, query: 'Caster' },
      { ...base, query: 'skull', limit: 100, page: 10 },
      { ...base, query: 'ladles', limit: 100, page: 10 },
      { ...base, query: '0042' },
      { ...base, query: 'study', sortBy: 'createdAt' as const },
      { ...base, query: 'tundish', page: 150 },
    ];
    for (const q of queries) {
      const whole = await searchPublicProposals(ctx.app.db, q);
      if (q.query !== 'nothing-matches-this' && q.page !== 150) expect(whole.rows.length).toBeGreaterThan(0);
      // A one-word query answers from the posting lists what the search table answers (decision 305).
      expect(await searchPublicProposals(ctx.app.db, q, { oneWord: false })).toEqual(whole);
      // A query without filters runs the statement prepared once (decision 297); with a filter every post
      // passes (all are problems), the statement built for it: the same answer.
      expect(await searchPublicProposals(ctx.app.db, { ...q, type: 'PROBLEM' })).toEqual(whole);
      for (const recentRows of [200, 1005]) {
        // Forgotten, so a query that matches few posts reaches the recent-rows-first statement too (decision 296).
        forgetFewMatches(ctx.app.db);
        expect(await searchPublicProposals(ctx.app.db, q, { recentRows, oneWord: false })).toEqual(whole);
        expect(await searchPublicProposals(ctx.app.db, { ...q, type: 'PROBLEM' }, { recentRows, oneWord: false })).toEqual(whole);
      }
    }
    // The planted title match in the window comes first either way.
    expect((await searchPublicProposals(ctx.app.db, queries[0]!, { recentRows: 200, oneWord: false })).rows[0]!.title).toBe(titleOf(IN_WINDOW_TITLE));
  });

  it('reads a query that matched few posts all at once the next time, with the same answer (decision 296)', async () => {
    const base = { page: 1, limit: 10, sortOrder: 'desc' as const, sortBy: 'relevance' as const };
    const few = [
      { ...base, query: 'wear' },
      { ...base, query: 'nothing-matches-this' },
      { ...base, query: 'tundish', type: 'RESEARCH_IDEA' as const },
    ];
    const many = [
      { ...base, query: 'tundish' },
      { ...base, query: 'tundish', page: 101 },
    ];
    forgetFewMatches(ctx.app.db);
    for (const q of [...few, ...many]) {
      // First asked: the recent rows first (a start of 200 rows); the answer says how many posts match.
      expect(await recentStartFor(ctx.app.db, q, 200)).toBeInstanceOf(Date);
      const first = await searchPublicProposals(ctx.app.db, q, { recentRows: 200, oneWord: false });
      // Then at most SEARCH_WINDOW matches are read all at once (no start); more are looked for among the recent rows first.
      const start = await recentStartFor(ctx.app.db, q, 200);
      if (few.includes(q)) expect(start).toBeNull();
      else expect(start).toBeInstanceOf(Date);
      expect(await searchPublicProposals(ctx.app.db, q, { recentRows: 200, oneWord: false })).toEqual(first);
    }
    // The filters are part of what is remembered: tundish alone still matches more than the window.
    expect(await recentStartFor(ctx.app.db, many[0]!, 200)).toBeInstanceOf(Date);
  });
});
