import { MESSAGES, PROPOSAL_STATUSES } from '@portal/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicPostRow, proposalSearch, proposalSearchWords, proposals } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, TEST_PUBLIC_API_KEY, type TestContext } from '../../test/app.js';
import { insertProposalOf, sendProposal, validBody } from '../../test/proposals.js';
import { bearer, registerSubmitter } from '../../test/users.js';
import { isPublicPost } from './search.repo.js';

/**
 * Issue 24 item 6, decision 127: a post is public only while its poster's account is APPROVED. The poster
 * sees it on their own lists, marked as waiting for that approval; an admin's decision on the account
 * publishes or hides every post of theirs at once.
 */
let ctx: TestContext;
let adminToken: string;
let stranger: Awaited<ReturnType<typeof registerSubmitter>>;

const KEY = { 'x-api-key': TEST_PUBLIC_API_KEY };
const searchIds = async (query: string) =>
  ((await ctx.app.inject({ method: 'GET', url: `/api/proposals/search?${query}`, headers: KEY })).json().data as { id: string }[]).map((r) => r.id);
const details = (id: string, token: string | null) =>
  ctx.app.inject({ method: 'POST', url: `/api/proposals/${id}/details`, headers: token ? bearer(token) : {}, payload: {} });
const mine = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/proposals/user/me?category=STEELCOLLAB&type=PROBLEM', headers: bearer(token) })).json().data as {
    id: string;
    awaitsAccountApproval: boolean;
  }[];
const setStatus = (userId: string, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/users/${userId}/status`, headers: bearer(adminToken), payload: { status } });

/** Whether a post is visible to the public: in the search (by its unique title), its details to a stranger and to no one signed in. */
async function isSeenByThePublic(id: string, title: string): Promise<boolean> {
  const inSearch = (await searchIds(`query=${encodeURIComponent(title)}&type=PROBLEM`)).includes(id);
  const byStranger = (await details(id, stranger.token)).statusCode;
  const anonymous = await details(id, null);
  expect([200, 404]).toContain(byStranger);
  expect(anonymous.statusCode === 200).toBe(byStranger === 200);
  if (anonymous.statusCode === 404) expect(anonymous.json().message).toBe(MESSAGES.proposalMissing);
  expect(inSearch).toBe(byStranger === 200);
  return inSearch;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
  adminToken = login.json().data.token;
  stranger = await registerSubmitter(ctx, { organizationCategory: 'Startup' });
});
afterAll(() => ctx.close());

describe('a post of an account awaiting approval', () => {
  it('is not public, but its poster sees it marked as waiting; approving the account publishes it', async () => {
    const poster = await registerSubmitter(ctx, { status: 'PENDING_APPROVAL' });
    const title = 'Pending poster ladle skulling';
    const res = await sendProposal(ctx, poster.token, validBody('problem', { title }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as string;
    expect(res.json().data.awaitsAccountApproval).toBe(true);

    expect(await isSeenByThePublic(id, title)).toBe(false);
    const connect = await ctx.app.inject({
      method: 'POST',
      url: '/api/connectedstakeholder',
      headers: bearer(stranger.token),
      payload: { proposalId: id, from: stranger.id },
    });
    expect(connect.statusCode).toBe(404);
    // The poster sees it, on their list and in full, with its state.
    expect(await mine(poster.token)).toEqual([expect.objectContaining({ id, awaitsAccountApproval: true })]);
    const own = await details(id, poster.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.awaitsAccountApproval).toBe(true);

    expect((await setStatus(poster.id, 'APPROVED')).statusCode).toBe(200);
    expect(await isSeenByThePublic(id, title)).toBe(true);
    expect(await mine(poster.token)).toEqual([expect.objectContaining({ id, awaitsAccountApproval: false })]);
    expect((await details(id, stranger.token)).json().data.awaitsAccountApproval).toBe(false);
  });

  it('stays hidden when the account is rejected, and a public post is hidden when its approved account is rejected', async () => {
    const pending = await registerSubmitter(ctx, { status: 'PENDING_APPROVAL' });
    const hidden = (await sendProposal(ctx, pending.token, validBody('problem', { title: 'Rejected poster sinter fines' }))).json().data.id as string;
    expect((await setStatus(pending.id, 'REJECTED')).statusCode).toBe(200);
    expect(await isSeenByThePublic(hidden, 'Rejected poster sinter fines')).toBe(false);

    const approved = await registerSubmitter(ctx);
    const shown = (await sendProposal(ctx, approved.token, validBody('problem', { title: 'Approved poster caster breakouts' }))).json().data.id as string;
    expect(await isSeenByThePublic(shown, 'Approved poster caster breakouts')).toBe(true);
    expect((await setStatus(approved.id, 'REJECTED')).statusCode).toBe(200);
    expect(await isSeenByThePublic(shown, 'Approved poster caster breakouts')).toBe(false);
    // Still marked for its poster: it is public again only once the account is approved.
    expect((await details(shown, approved.token)).json().data.awaitsAccountApproval).toBe(true);
  });

  it('only the account status decides: setting an approved account back to pending hides its posts', async () => {
    const poster = await registerSubmitter(ctx);
    const id = (await sendProposal(ctx, poster.token, validBody('problem', { title: 'Back to pending coke rate' }))).json().data.id as string;
    expect((await setStatus(poster.id, 'PENDING_APPROVAL')).statusCode).toBe(200);
    expect(await isSeenByThePublic(id, 'Back to pending coke rate')).toBe(false);
  });
});

describe('the public post rule', () => {
  it('reads the same in the search predicate, the row check and both partial indexes, on every combination', async () => {
    const owner = await registerSubmitter(ctx);
    const ids: string[] = [];
    for (const kind of ['problem', 'openInnovation'] as const) {
      for (const postOnPortal of [true, false]) {
        for (const ownerApproved of [true, false]) {
          for (const status of PROPOSAL_STATUSES) ids.push(await insertProposalOf(ctx, owner.id, kind, { postOnPortal, ownerApproved, status }));
        }
      }
    }
    const predicates = (await ctx.app.db.execute(
      sql`select c.relname as name, pg_get_expr(i.indpred, i.indrelid) as predicate from pg_index i join pg_class c on c.oid = i.indexrelid
          where c.relname in ('proposals_public_type_created_idx', 'proposals_public_created_idx') order by c.relname`,
    )) as unknown as { rows?: { name: string; predicate: string }[] } & { name: string; predicate: string }[];
    const indexes = predicates.rows ?? [...predicates];
    expect(indexes.map((r) => r.name)).toEqual(['proposals_public_created_idx', 'proposals_public_type_created_idx']);

    // The search table (decision 250) holds a row, with the proposal's own words, kind and date, exactly
    // where the rule holds: checked after the inserts, after every row's visibility flips, and after an edit.
    const check = async (publicCount: number) => {
      const rows = await ctx.app.db
        .select({
          id: proposals.id,
          category: proposals.category,
          postOnPortal: proposals.postOnPortal,
          ownerApproved: proposals.ownerApproved,
          status: proposals.status,
          search: sql<boolean>`${isPublicPost}`.as('search'),
          inSearchTable: sql<boolean>`${proposalSearch.proposalId} is not null`.as('in_search_table'),
          sameCopy:
            sql<boolean>`${proposalSearch.searchVector} = ${proposals.searchVector} and ${proposalSearch.createdAt} = ${proposals.createdAt} and ${proposalSearch.type} = ${proposals.type}`.as(
              'same_copy',
            ),
          ...Object.fromEntries(indexes.map((ix, n) => [`index${n}`, sql<boolean>`${sql.raw(`(${ix.predicate})`)}`.as(`index${n}`)])),
        })
        .from(proposals)
        .leftJoin(proposalSearch, eq(proposalSearch.proposalId, proposals.id))
        .where(inArray(proposals.id, ids));
      expect(rows).toHaveLength(ids.length);
      expect(rows.filter((r) => isPublicPostRow(r)).length).toBe(publicCount);
      for (const r of rows) {
        const expected = isPublicPostRow(r);
        const row = r as Record<string, unknown>;
        expect(row.search, JSON.stringify(r)).toBe(expected);
        expect(row.inSearchTable, `search table ${JSON.stringify(r)}`).toBe(expected);
        if (expected) expect(row.sameCopy, `search table copy ${JSON.stringify(r)}`).toBe(true);
        for (let n = 0; n < indexes.length; n += 1) expect(row[`index${n}`], `${indexes[n]!.name} ${JSON.stringify(r)}`).toBe(expected);
      }
      // The posting lists (decision 305) hold a row per word of each public post, with its date, kind and
      // the rank of the post for that word alone, and nothing of any other post.
      const words = proposalSearchWords;
      const postings = await ctx.app.db
        .select({
          id: proposals.id,
          public: sql<boolean>`${isPublicPost}`.as('public'),
          words: sql<number>`cardinality(tsvector_to_array(${proposals.searchVector}))`.mapWith(Number).as('words'),
          held: sql<number>`(select count(*) from ${words} where ${words.proposalId} = ${proposals.id})`.mapWith(Number).as('held'),
          right: sql<number>`(select count(*) from ${words} where ${words.proposalId} = ${proposals.id} and ${words.createdAt} = ${proposals.createdAt}
            and ${words.type} = ${proposals.type} and ${words.lexeme} = any(tsvector_to_array(${proposals.searchVector}))
            and ${words.rank} = ts_rank(${proposals.searchVector}, proposal_search_word_query(${words.lexeme})))`
            .mapWith(Number)
            .as('right'),
        })
        .from(proposals)
        .where(inArray(proposals.id, ids));
      for (const p of postings) {
        expect(p.held, `postings ${JSON.stringify(p)}`).toBe(p.public ? p.words : 0);
        expect(p.right, `postings ${JSON.stringify(p)}`).toBe(p.held);
      }
    };
    // Steelcollab, on the portal, approved owner, under review or approved: two of the combinations.
    await check(2);
    // Each row's visibility turned over: the two public ones leave the search table, the two that now pass come in.
    await ctx.app.db
      .update(proposals)
      .set({ postOnPortal: sql`not ${proposals.postOnPortal}` })
      .where(inArray(proposals.id, ids));
    await check(2);
    await ctx.app.db
      .update(proposals)
      .set({ title: 'Tundish skull build-up', type: 'RESEARCH_IDEA', createdAt: new Date('2026-01-02T03:04:05Z') })
      .where(inArray(proposals.id, ids));
    await check(2);
    await ctx.app.db.delete(proposals).where(inArray(proposals.id, ids));
    expect(await ctx.app.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, ids[0]!))).toEqual([]);
    expect(await ctx.app.db.select({ id: proposalSearch.proposalId }).from(proposalSearch).where(inArray(proposalSearch.proposalId, ids))).toEqual([]);
    expect(
      await ctx.app.db.select({ id: proposalSearchWords.proposalId }).from(proposalSearchWords).where(inArray(proposalSearchWords.proposalId, ids)),
    ).toEqual([]);
  });
});
