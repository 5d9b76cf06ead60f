import { PROPOSAL_STATUSES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicPost } from '../../modules/proposals/search.repo.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertProposalOf } from '../../test/proposals.js';
import { registerVerifiedUser } from '../../test/users.js';
import { isPublicPostRow, proposals } from './index.js';

/**
 * The public-post rule (docs/architecture.md#who-sees-what) is written once, in db/schema/proposals.ts;
 * the partial indexes the migrations created, the search's SQL and the one-row check must agree with
 * it on every combination of the columns it reads.
 */
let ctx: TestContext;
type Row = { id: string; category: string; postOnPortal: boolean; ownerApproved: boolean; status: string };
const rows: Row[] = [];
let partialIndexes: { name: string; predicate: string }[] = [];

const idsWhere = async (predicate: ReturnType<typeof sql>) =>
  new Set(((await ctx.app.db.execute(sql`select id from proposals where ${predicate}`)).rows as { id: string }[]).map((r) => r.id));

beforeAll(async () => {
  ctx = await createTestApp();
  const { id: userId } = await registerVerifiedUser(ctx);
  for (const kindId of ['problem', 'openInnovation'] as const)
    for (const postOnPortal of [true, false])
      for (const ownerApproved of [true, false])
        for (const status of PROPOSAL_STATUSES) {
          const id = await insertProposalOf(ctx, userId, kindId, { postOnPortal, ownerApproved, status });
          const [row] = await ctx.app.db.select({ id: proposals.id, category: proposals.category, postOnPortal: proposals.postOnPortal, ownerApproved: proposals.ownerApproved, status: proposals.status }).from(proposals).where(sql`${proposals.id} = ${id}`);
          rows.push(row!);
        }
  const indexes = await ctx.app.db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'proposals' and indexdef like '% WHERE %'`);
  partialIndexes = (indexes.rows as { indexname: string; indexdef: string }[]).map((r) => ({ name: r.indexname, predicate: r.indexdef.slice(r.indexdef.indexOf(' WHERE ') + 7) }));
});
afterAll(() => ctx.close());

describe('the public-post rule', () => {
  it('is met by some rows and not by others', () => {
    expect(rows.length).toBe(2 * 2 * 2 * PROPOSAL_STATUSES.length);
    expect(rows.filter(isPublicPostRow).length).toBeGreaterThan(0);
    expect(rows.filter((r) => !isPublicPostRow(r)).length).toBeGreaterThan(0);
  });

  it("the search's SQL selects exactly the rows the rule makes public", async () => {
    const selected = await idsWhere(isPublicPost);
    for (const row of rows) expect(selected.has(row.id), JSON.stringify(row)).toBe(isPublicPostRow(row));
  });

  it("both partial indexes, as the migrations created them, cover exactly the rows the rule makes public", async () => {
    expect(partialIndexes.map((i) => i.name).sort()).toHaveLength(2);
    for (const index of partialIndexes) {
      const selected = await idsWhere(sql.raw(index.predicate));
      for (const row of rows) expect(selected.has(row.id), `${index.name}: ${JSON.stringify(row)}`).toBe(isPublicPostRow(row));
    }
  });
});
