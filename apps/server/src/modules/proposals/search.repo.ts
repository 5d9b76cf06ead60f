import type { ProposalSearchQuery } from '@portal/shared/schemas';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { proposals } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';

/**
 * A public post (ARCHITECTURE.md, "Who sees what"): Steelcollab, posted on the portal, under review or
 * approved. The same predicate as the partial index proposals_public_type_created_idx, so the explore
 * lists read that index.
 */
export const isPublicPost = sql`${proposals.category} = 'STEELCOLLAB' and ${proposals.postOnPortal} and ${proposals.status} in ('UNDER_REVIEW', 'APPROVED')`;

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
 * One page of public posts, filtered, ranked and paged in SQL, with the total. A `query` matches the
 * weighted full-text column (websearch syntax, English stemming) or, for partial words, a literal
 * substring of the title or the organisation name (trigram indexes); full-text matches rank by
 * ts_rank, substring-only matches after them. Ties fall back to newest first, then id, so pages never overlap.
 */
export async function searchPublicProposals(db: DbOrTx, q: ProposalSearchQuery & { sortBy: ProposalSearchQuery['sortBy'] }) {
  const filters: SQL[] = [isPublicPost];
  if (q.category) filters.push(eq(proposals.category, q.category));
  if (q.type) filters.push(eq(proposals.type, q.type));
  if (q.focusArea) filters.push(sql`${proposals.focusArea} @> array[${q.focusArea}]::text[]`);
  if (q.organization) filters.push(ilike(proposals.orgName, containsPattern(q.organization)));
  let rank: SQL | null = null;
  if (q.query) {
    const tsQuery = sql`websearch_to_tsquery('english', ${q.query})`;
    const like = containsPattern(q.query);
    filters.push(or(sql`${proposals.searchVector} @@ ${tsQuery}`, ilike(proposals.title, like), ilike(proposals.orgName, like))!);
    rank = sql`ts_rank(${proposals.searchVector}, ${tsQuery})`;
  }
  const where = and(...filters);
  const direction = q.sortOrder === 'asc' ? asc : desc;
  // created_at desc nulls last, as the explore index is built (a plain desc would not use it).
  const newestFirst = [sql`${proposals.createdAt} desc nulls last`, sql`${proposals.id} desc nulls last`];
  const order =
    q.sortBy === 'relevance'
      ? rank
        ? [desc(rank), ...newestFirst]
        : newestFirst
      : q.sortBy === 'createdAt' && q.sortOrder === 'desc'
        ? newestFirst
        : [direction(SORT_COLUMNS[q.sortBy]), ...newestFirst];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(proposals)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(proposals).where(where),
  ]);
  return { rows, total: Number(total) };
}
