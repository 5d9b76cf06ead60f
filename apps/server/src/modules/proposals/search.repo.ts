import type { ProposalSearchQuery } from '@portal/shared/schemas';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { PUBLIC_POST_STATUSES, type ProposalRecord, proposals } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';

/**
 * A public post (docs/architecture.md#who-sees-what, decision 127): the rule of `db/schema/proposals.ts`
 * with qualified columns, which implies the partial indexes' predicate, so the explore lists read them.
 */
export const isPublicPost = sql`${proposals.category} = 'STEELCOLLAB' and ${proposals.postOnPortal} and ${proposals.ownerApproved} and ${proposals.status} in (${sql.raw(PUBLIC_POST_STATUSES.map((s) => `'${s}'`).join(', '))})`;
// Literal statuses, not parameters: a generic plan could not prove that a parameter list implies the index's.

const rowColumns = {
  id: proposals.id,
  title: proposals.title,
  category: proposals.category,
  type: proposals.type,
  status: proposals.status,
  focusArea: proposals.focusArea,
  orgName: proposals.orgName,
  createdAt: proposals.createdAt,
};

const rowKeys = Object.keys(rowColumns) as (keyof typeof rowColumns)[];
const pick = <T, K extends keyof T>(from: T, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

const SORT_COLUMNS = { createdAt: proposals.createdAt, updatedAt: proposals.updatedAt, title: proposals.title } as const;

/**
 * How far a query's matches are read: the newest SEARCH_WINDOW are ranked, and they are counted up to
 * SEARCH_WINDOW past the current page. A common word matches most posts, and ranking or counting all of
 * them would cost every request a read of the whole table (decision 093).
 */
export const SEARCH_WINDOW = 1000;

export type SearchPage = {
  rows: Pick<ProposalRecord, keyof typeof rowColumns>[];
  /** Every match when `totalExact`; else a lower bound (there are more). */
  total: number;
  totalExact: boolean;
};

/**
 * One page of public posts, filtered, ranked and paged in SQL, with the total. A `query` matches the
 * weighted full-text column (websearch syntax, English stemming) or, for partial words, a literal
 * substring of the title or the organisation name (trigram indexes). Ties fall back to newest first,
 * then id, so pages never overlap.
 *
 * With a query, relevance ranks the SEARCH_WINDOW newest matches by ts_rank (substring-only matches
 * rank 0, after full-text ones); older matches follow them newest first. The total of a query counts
 * up to SEARCH_WINDOW past the current page and says when it stopped (`totalExact` false). Without a
 * query the total is exact.
 */
export async function searchPublicProposals(db: DbOrTx, q: ProposalSearchQuery & { sortBy: ProposalSearchQuery['sortBy'] }): Promise<SearchPage> {
  const filters: SQL[] = [isPublicPost];
  if (q.category) filters.push(eq(proposals.category, q.category));
  if (q.type) filters.push(eq(proposals.type, q.type));
  if (q.focusArea) filters.push(sql`${proposals.focusArea} @> array[${q.focusArea}]::text[]`);
  if (q.organization) filters.push(ilike(proposals.orgName, containsPattern(q.organization)));
  const offset = (q.page - 1) * q.limit;
  const direction = q.sortOrder === 'asc' ? asc : desc;
  // created_at desc nulls last, as the explore indexes are built (a plain desc would not use them).
  const newestFirst = [sql`${proposals.createdAt} desc nulls last`, sql`${proposals.id} desc nulls last`];
  const sortBy = q.sortBy;
  const byNewest = sortBy === 'relevance' || (sortBy === 'createdAt' && q.sortOrder === 'desc');
  const order = sortBy === 'relevance' || byNewest ? newestFirst : [direction(SORT_COLUMNS[sortBy]), ...newestFirst];

  if (!q.query) {
    const where = and(...filters);
    // The page's ids first, then its rows: a deep page skips its offset in the explore index alone (an
    // index-only scan) and reads 10 rows, not every row before them.
    const pageIds = db
      .select({ id: proposals.id })
      .from(proposals)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offset);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select(rowColumns)
        .from(proposals)
        .where(inArray(proposals.id, pageIds))
        .orderBy(...order),
      db.select({ total: count() }).from(proposals).where(where),
    ]);
    return { rows, total: Number(total), totalExact: true };
  }

  const tsQuery = sql`websearch_to_tsquery('english', ${q.query})`;
  const like = containsPattern(q.query);
  filters.push(or(sql`${proposals.searchVector} @@ ${tsQuery}`, ilike(proposals.title, like), ilike(proposals.orgName, like))!);
  const where = and(...filters);
  // Matches read: the pages up to this one, the window past it, and one more to tell whether there are more.
  const reach = offset + SEARCH_WINDOW + 1;
  const capped = (counted: number) => ({ total: Math.min(counted, offset + SEARCH_WINDOW), totalExact: counted <= offset + SEARCH_WINDOW });

  if (!byNewest) {
    // Title or date order needs every match sorted; only the count is bounded.
    const [rows, [{ counted } = { counted: 0 }]] = await Promise.all([
      db
        .select(rowColumns)
        .from(proposals)
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(offset),
      db.select({ counted: count() }).from(
        db
          .select({ one: sql`1` })
          .from(proposals)
          .where(where)
          .limit(reach)
          .as('reach'),
      ),
    ]);
    return { rows, ...capped(Number(counted)) };
  }

  // One read of the newest `reach` matches (the explore index, or the search indexes and a sort when the
  // matches are few) gives the page and the bounded count.
  const newest = db
    .select({ ...rowColumns, searchVector: proposals.searchVector })
    .from(proposals)
    .where(where)
    .orderBy(...newestFirst)
    .limit(reach)
    .as('newest');
  const newestOrder = [sql`${newest.createdAt} desc nulls last`, sql`${newest.id} desc nulls last`];
  const ranked =
    q.sortBy === 'relevance'
      ? [
          sql`case when row_number() over (order by ${newestOrder[0]}, ${newestOrder[1]}) <= ${SEARCH_WINDOW} then ts_rank(${newest.searchVector}, ${tsQuery}) end desc nulls last`,
        ]
      : [];
  const page = await db
    .select({ ...pick(newest, rowKeys), counted: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(newest)
    .orderBy(...ranked, ...newestOrder)
    .limit(q.limit)
    .offset(offset);
  if (page.length > 0) return { rows: page.map(({ counted: _counted, ...row }) => row), ...capped(page[0]!.counted) };
  // Past the last page: the count alone.
  const [{ counted } = { counted: 0 }] = await db.select({ counted: count() }).from(
    db
      .select({ one: sql`1` })
      .from(proposals)
      .where(where)
      .limit(reach)
      .as('reach'),
  );
  return { rows: [], ...capped(Number(counted)) };
}
