import type { ProposalSearchQuery } from '@portal/shared/schemas';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { PUBLIC_POST_STATUSES, type ProposalRecord, proposalSearch, proposalSearchWords, proposals } from '../../db/schema/index.js';
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
 * weighted full-text words (websearch syntax, English stemming) of the search table (decision 250); when
 * they match nothing, a partial word matches a literal substring of the title or the organisation name
 * (trigram indexes). Ties fall back to newest first, then id, so pages never overlap.
 *
 * With a query, relevance ranks the SEARCH_WINDOW newest matches by ts_rank; older matches follow them
 * newest first, as substring matches (which have no rank) always are. The total of a query counts
 * up to SEARCH_WINDOW past the current page and says when it stopped (`totalExact` false). Without a
 * query the total is exact.
 */
export async function searchPublicProposals(
  db: DbOrTx,
  q: ProposalSearchQuery & { sortBy: ProposalSearchQuery['sortBy'] },
  {
    recentRows = RECENT_ROWS,
    oneWord = true,
  }: {
    /** How many of the newest rows a query of several words looks among first (a test lowers it to reach that path). */
    recentRows?: number;
    /** Whether a one-word query reads the posting lists (decision 305); a test turns it off to compare the answers. */
    oneWord?: boolean;
  } = {},
): Promise<SearchPage> {
  // The filters the search table does not hold (it holds the kind's type).
  const onProposal: SQL[] = [];
  if (q.category) onProposal.push(eq(proposals.category, q.category));
  if (q.focusArea) onProposal.push(sql`${proposals.focusArea} @> array[${q.focusArea}]::text[]`);
  if (q.organization) onProposal.push(ilike(proposals.orgName, containsPattern(q.organization)));
  const filters: SQL[] = [isPublicPost, ...(q.type ? [eq(proposals.type, q.type)] : []), ...onProposal];
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
  // Matches read: the pages up to this one, the window past it, and one more to tell whether there are more.
  const reach = offset + SEARCH_WINDOW + 1;
  const capped = (counted: number) => ({ total: Math.min(counted, offset + SEARCH_WINDOW), totalExact: counted <= offset + SEARCH_WINDOW });

  // Full text first, from the search table alone (decision 250): its rows are the public posts, so only
  // the kind is filtered there; the other filters look up the proposal.
  const fullText: SQL[] = [sql`${proposalSearch.searchVector} @@ ${tsQuery}`];
  if (q.type) fullText.push(eq(proposalSearch.type, q.type));
  if (onProposal.length > 0) {
    fullText.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(proposals)
          .where(and(eq(proposals.id, proposalSearch.proposalId), ...onProposal)),
      ),
    );
  }
  // One word, most searches: its posting list, newest first with its ranks (decision 305); null when the
  // query has no word or several, which the search table answers.
  const word = byNewest && oneWord && onProposal.length === 0 ? await oneWordPage(db, q, offset, reach) : null;
  const found =
    word ??
    (byNewest
      ? await newestRanked(db, and(...fullText)!, tsQuery, q, offset, reach, recentRows)
      : await sortedPage(
          db,
          and(
            ...filters,
            inArray(
              proposals.id,
              db
                .select({ id: proposalSearch.proposalId })
                .from(proposalSearch)
                .where(and(...fullText)),
            ),
          )!,
          order,
          q,
          offset,
          reach,
        ));
  if (found.counted > 0) return { rows: found.rows, ...capped(found.counted) };
  // Full text found nothing: a partial word, a literal substring of the title or the organisation name
  // (trigram indexes), newest first (these matches have no rank).
  const like = containsPattern(q.query);
  const partial = await sortedPage(db, and(...filters, or(ilike(proposals.title, like), ilike(proposals.orgName, like)))!, order, q, offset, reach);
  return { rows: partial.rows, ...capped(partial.counted) };
}

type Found = { rows: SearchPage['rows']; counted: number };

/**
 * The newest rows of the search table a query looks among first: a word in one post of 25 has its
 * newest SEARCH_WINDOW matches there, found by ANDing its GIN entries with this date range instead of
 * walking the date index through every post in between (decision 250). Any start gives the same answer
 * (a query that finds fewer than it needs there reads the whole table again), so the start of this range
 * is read once a minute and kept per database handle.
 */
export const RECENT_ROWS = 25 * SEARCH_WINDOW;
const RECENT_START_TTL_MS = 60_000;
const recentStarts = new WeakMap<object, Map<number, { at: number; start: Date | null }>>();

async function recentStart(db: DbOrTx, recentRows: number): Promise<Date | null> {
  const kept = recentStarts.get(db) ?? new Map<number, { at: number; start: Date | null }>();
  recentStarts.set(db, kept);
  const cached = kept.get(recentRows);
  if (cached && performance.now() - cached.at < RECENT_START_TTL_MS) return cached.start;
  const [row] = await db
    .select({ createdAt: proposalSearch.createdAt })
    .from(proposalSearch)
    .orderBy(sql`${proposalSearch.createdAt} desc nulls last`, sql`${proposalSearch.proposalId} desc nulls last`)
    .limit(1)
    .offset(recentRows);
  // Null: the table holds fewer rows than the range, so there is nothing to look among first.
  const start = row?.createdAt ?? null;
  kept.set(recentRows, { at: performance.now(), start });
  return start;
}

/**
 * The queries (with their filters) that matched at most SEARCH_WINDOW public posts when last asked, per
 * database handle, for FEW_MATCHES_TTL_MS (decision 296). Such a query has nothing to gain from looking
 * among the recent rows first: that costs a bitmap of the RECENT_ROWS newest rows (about 1 ms) to save
 * reading a few hundred matches that the older scan reads anyway. It is a choice of plan, never of
 * answer: any start gives the same rows (a query that has since become common is still answered right,
 * only by reading all its matches, until it is forgotten).
 */
const FEW_MATCHES_TTL_MS = 60_000;
const FEW_MATCHES_KEPT = 2000;
const fewMatchesSeen = new WeakMap<object, Map<string, number>>();

/** What decides a query's matches: its words and the filters (not the order or the page). */
function matchesKey(q: ProposalSearchQuery): string {
  return JSON.stringify([q.query, q.type ?? null, q.category ?? null, q.focusArea ?? null, q.organization ?? null]);
}

/** Whether the query `key` names matched at most SEARCH_WINDOW posts within the last FEW_MATCHES_TTL_MS. */
function fewMatches(db: DbOrTx, key: string): boolean {
  const at = fewMatchesSeen.get(db)?.get(key);
  return at !== undefined && performance.now() - at < FEW_MATCHES_TTL_MS;
}

/** Forgets what `db`'s queries matched (a test reaches the recent-rows-first statement again with it). */
export function forgetFewMatches(db: DbOrTx): void {
  fewMatchesSeen.delete(db);
}

/**
 * Where a query's matches are looked among first: the start of the recent rows, or null to read them all
 * at once (a table smaller than the range, or a query known to match few posts).
 */
export async function recentStartFor(db: DbOrTx, q: ProposalSearchQuery, recentRows: number): Promise<Date | null> {
  return fewMatches(db, matchesKey(q)) ? null : recentStart(db, recentRows);
}

function rememberFewMatches(db: DbOrTx, key: string): void {
  const seen = fewMatchesSeen.get(db) ?? new Map<string, number>();
  fewMatchesSeen.set(db, seen);
  seen.delete(key);
  // The oldest goes first (a Map iterates in insertion order).
  if (seen.size >= FEW_MATCHES_KEPT) seen.delete(seen.keys().next().value!);
  seen.set(key, performance.now());
}

/** Where the page statement starts, how far it reads and its page. */
type PageBounds = { start: SQL | null; reach: number; limit: number; offset: number };

/** The one statement of newestRanked (described there), for `where` on the search table. */
function newestPage(db: DbOrTx, where: SQL, tsQuery: SQL, ranked: boolean, { start, reach, limit, offset }: PageBounds) {
  const byDate = sql`order by ${proposalSearch.createdAt} desc nulls last, ${proposalSearch.proposalId} desc nulls last limit ${reach}`;
  // The rank is computed as a match is read, so the words themselves (most of a row) go no further.
  const rank = ranked ? sql`ts_rank(${proposalSearch.searchVector}, ${tsQuery})` : sql`null::real`;
  const columns = sql`${proposalSearch.proposalId} as proposal_id, ${proposalSearch.createdAt} as created_at, ${rank} as rank`;
  const matches = start
    ? sql`(with recent as (select ${columns} from ${proposalSearch} where ${where} and ${proposalSearch.createdAt} >= ${start} ${byDate})
        select * from recent
        union all
        (select ${columns} from ${proposalSearch} where ${where} and ${proposalSearch.createdAt} < ${start}
          and (select count(*) from recent) < ${reach} ${byDate})) matches`
    : sql`(select ${columns} from ${proposalSearch} where ${where}) matches`;
  const newest = db
    .select({
      // Names of their own: the outer statement joins proposals, whose columns are id and created_at.
      id: sql<string>`matches.proposal_id`.as('match_id'),
      createdAt: sql<Date>`matches.created_at`.as('match_created_at'),
      rank: sql<number | null>`matches.rank`.as('match_rank'),
    })
    .from(matches)
    .orderBy(sql`matches.created_at desc nulls last`, sql`matches.proposal_id desc nulls last`)
    .limit(reach)
    .as('newest');
  const newestOrder = [sql`${newest.createdAt} desc nulls last`, sql`${newest.id} desc nulls last`];
  // Only the newest SEARCH_WINDOW are ranked; the others follow them newest first.
  const relevance = sql<number | null>`case when row_number() over (order by ${newestOrder[0]}, ${newestOrder[1]}) <= ${SEARCH_WINDOW} then ${newest.rank} end`;
  const page = db
    .select({
      id: newest.id,
      createdAt: newest.createdAt,
      relevance: relevance.as('relevance'),
      counted: sql<number>`count(*) over ()`.as('counted'),
    })
    .from(newest)
    .orderBy(sql`relevance desc nulls last`, ...newestOrder)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...rowColumns, counted: sql<number>`${page.counted}`.mapWith(Number) })
    .from(page)
    .innerJoin(proposals, eq(proposals.id, page.id))
    .orderBy(sql`${page.relevance} desc nulls last`, sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
}

/**
 * The statement of a one-word query (decision 305), in the posting lists alone: `asked` holds the query's
 * one word, or null when it has none or several (websearch_to_tsquery's tree is not a single word); then
 * index-only reads of the word's list: the SEARCH_WINDOW-th newest posting (`edge`, the ranked window's
 * last) and whether one follows it, which on a first page is the count; the count up to `reach` on
 * another page; and the page, from the window's postings best ranked first (the rank index), then those
 * past the edge newest first (the date index, from the edge on). Each of the two is read only as far as
 * the page reaches, and only the page's ten rows are read from `proposals`. Without `ranked`,
 * every posting is in the second part. It always answers one row at least: `single` says whether the
 * query was one word at all, and when it was, a row without an id means the page is empty (`counted` still
 * counts).
 *
 * Its plan does not depend on the word, so it is prepared once per database handle (with a kind and
 * without) and planned once per connection (`plan_cache_mode`, db/client.ts).
 */
function oneWordStatement(db: DbOrTx, ofKind: boolean) {
  const words = proposalSearchWords;
  // Of one kind, or of any: two statements, so that most searches test no kind on each posting they read.
  const ofWord = ofKind ? sql`${words.lexeme} = asked.word and ${words.type} = ${sql.placeholder('type')}::proposal_type` : sql`${words.lexeme} = asked.word`;
  const newestFirst = sql`${words.createdAt} desc nulls last, ${words.proposalId} desc nulls last`;
  const ranked = sql`${sql.placeholder('ranked')}::boolean`;
  const upToPage = sql`${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int`;
  const asked = sql`(select numnode(q) = 1 as single, case when numnode(q) = 1 then (select lexeme from unnest(q::text::tsvector)) end as word
    from websearch_to_tsquery('english', ${sql.placeholder('query')}::text) q) asked`;
  // The window's last posting and the one after it: the edge, and whether more postings follow it.
  const edge = sql`lateral (select (array_agg(created_at order by created_at desc, proposal_id desc))[1] as created_at,
      (array_agg(proposal_id order by created_at desc, proposal_id desc))[1] as proposal_id, count(*) as reached
    from (select ${words.createdAt}, ${words.proposalId} from ${words} where ${ofWord} order by ${newestFirst}
      offset ${SEARCH_WINDOW - 1} limit 2) last) edge`;
  // A first page's reach is one past the window, so the edge's read has counted it; another page counts.
  // `offset 0` keeps the count where it is: pulled up into the outer select, it ran once per row of the page.
  const total = sql`lateral (select case when edge.reached = 2 and ${sql.placeholder('reach')}::int = ${SEARCH_WINDOW + 1} then ${SEARCH_WINDOW + 1}
      else (select count(*) from (select 1 from ${words} where ${ofWord} order by ${newestFirst} limit ${sql.placeholder('reach')}) reached) end as counted offset 0) total`;
  // Where the postings newest first begin: past the edge when ranked (none without an edge: all are in the
  // window), all of them when not. A bound the date index starts its range at.
  const olderThan = sql`(case when ${ranked} then coalesce(edge.created_at, '-infinity') else 'infinity' end,
    case when ${ranked} then coalesce(edge.proposal_id, '00000000-0000-0000-0000-000000000000') else 'ffffffff-ffff-ffff-ffff-ffffffffffff' end)`;
  const inWindow = sql`(edge.created_at is null or (${words.createdAt}, ${words.proposalId}) >= (edge.created_at, edge.proposal_id))`;
  const page = sql`lateral ((select ${words.proposalId} as proposal_id, ${words.createdAt} as created_at, ${words.rank} as relevance
      from ${words} where ${ofWord} and ${ranked} and ${inWindow}
      order by ${words.rank} desc nulls last, ${newestFirst} limit ${upToPage})
    union all
    (select ${words.proposalId}, ${words.createdAt}, null::real
      from ${words} where ${ofWord} and (${words.createdAt}, ${words.proposalId}) < ${olderThan}
      order by ${newestFirst} limit ${upToPage})
    order by relevance desc nulls last, created_at desc nulls last, proposal_id desc nulls last
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) page`;
  const from = sql`${asked} cross join ${edge} cross join ${total} left join ${page} on true`;
  return db
    .select({
      single: sql<boolean>`asked.single`,
      counted: sql<number>`total.counted`.mapWith(Number),
      ...rowColumns,
    })
    .from(from)
    .leftJoin(proposals, eq(proposals.id, sql`page.proposal_id`))
    .orderBy(sql`page.relevance desc nulls last`, sql`page.created_at desc nulls last`, sql`page.proposal_id desc nulls last`)
    .prepare(ofKind ? 'proposal_search_one_word_of_kind' : 'proposal_search_one_word');
}

type OneWordStatement = ReturnType<typeof oneWordStatement>;
const oneWordStatements = new WeakMap<object, { any: OneWordStatement; ofKind: OneWordStatement }>();

/**
 * A page of a one-word query's matches, ranked as newestRanked ranks them, from the posting lists
 * (decision 305); null when the query is not one word.
 */
async function oneWordPage(db: DbOrTx, q: ProposalSearchQuery, offset: number, reach: number): Promise<Found | null> {
  let statements = oneWordStatements.get(db);
  if (!statements) oneWordStatements.set(db, (statements = { any: oneWordStatement(db, false), ofKind: oneWordStatement(db, true) }));
  const rows = await statements[q.type ? 'ofKind' : 'any'].execute({
    query: q.query,
    type: q.type ?? null,
    ranked: q.sortBy === 'relevance',
    reach,
    limit: q.limit,
    offset,
  });
  if (!rows[0]?.single) return null;
  const page = rows.flatMap(({ single: _single, counted: _counted, ...row }) => (row.id === null ? [] : [row as SearchPage['rows'][number]]));
  return { rows: page, counted: rows[0].counted };
}

/**
 * A page of the newest `reach` full-text matches (`where` on the search table), ranked when asked: the
 * first SEARCH_WINDOW by ts_rank, the rest newest first; with the count of matches up to `reach`.
 *
 * One statement. It reads the matches among the recent rows first (`recent`); only when they hold fewer
 * than `reach` does it read the older rows too (a one-time filter: the older scan does not run at all
 * for a common word). Every older row is older than each recent one, so the newest `reach` are the ones
 * the whole table gives. Each scan is planned on its own: the date index walked for a common word, the
 * GIN index ANDed with the date range for a less common one, the GIN index and a sort for a rare one.
 * Only the page's ten rows are read from `proposals`.
 */
async function newestRanked(db: DbOrTx, where: SQL, tsQuery: SQL, q: ProposalSearchQuery, offset: number, reach: number, recentRows: number): Promise<Found> {
  // A query known to match few posts reads them all at once: its GIN entries and a sort (decision 296).
  const recent = await recentStartFor(db, q, recentRows);
  const key = matchesKey(q);
  const ranked = q.sortBy === 'relevance';
  const rows = await newestPage(db, where, tsQuery, ranked, {
    // A text the database reads as a date (this driver passes no Date parameters in raw SQL).
    start: recent && sql`${recent.toISOString()}::timestamptz`,
    reach,
    limit: q.limit,
    offset,
  });
  if (rows.length > 0) {
    const counted = rows[0]!.counted;
    if (counted <= SEARCH_WINDOW) rememberFewMatches(db, key);
    return { rows: rows.map(({ counted: _counted, ...row }) => row), counted };
  }
  // No row on the first page: no match. Past the last page: the count alone.
  if (offset === 0) {
    rememberFewMatches(db, key);
    return { rows: [], counted: 0 };
  }
  const [{ counted } = { counted: 0 }] = await db.select({ counted: count() }).from(
    db
      .select({ one: sql`1` })
      .from(proposalSearch)
      .where(where)
      .limit(reach)
      .as('reach'),
  );
  if (Number(counted) <= SEARCH_WINDOW) rememberFewMatches(db, key);
  return { rows: [], counted: Number(counted) };
}

/**
 * A page of the proposals `where` matches in `order`, with their count up to `reach`. A first page that is
 * not full holds every match, so its count is its length: a partial word's usual answer (a few titles, or
 * none at all) costs one statement, not two (decision 296).
 */
async function sortedPage(db: DbOrTx, where: SQL, order: SQL[], q: ProposalSearchQuery, offset: number, reach: number): Promise<Found> {
  const rows = await db
    .select(rowColumns)
    .from(proposals)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(offset);
  if (offset === 0 && rows.length < q.limit) return { rows, counted: rows.length };
  const [{ counted } = { counted: 0 }] = await db.select({ counted: count() }).from(
    db
      .select({ one: sql`1` })
      .from(proposals)
      .where(where)
      .limit(reach)
      .as('reach'),
  );
  return { rows, counted: Number(counted) };
}
