import { indiaDate, INDIA_TIME_ZONE, type ProposalCategory, type ProposalStatus, type ProposalType } from '@portal/shared';
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { proposals } from '../../db/schema/index.js';

/**
 * How many proposals there are of each (category, type, status), in one query: every proposal, or one
 * owner's (read from the index that leads with user_id). Every proposal means every submitted one: drafts
 * are counted only for their owner (decision 150).
 */
export async function countByKindAndStatus(db: DbOrTx, ownerId?: string) {
  const rows = await db
    .select({ category: proposals.category, type: proposals.type, status: proposals.status, n: count() })
    .from(proposals)
    .where(ownerId === undefined ? ne(proposals.status, 'DRAFT') : eq(proposals.userId, ownerId))
    .groupBy(proposals.category, proposals.type, proposals.status);
  return rows.map((r) => ({
    ...r,
    category: r.category as ProposalCategory,
    type: r.type as ProposalType,
    status: r.status as ProposalStatus,
    n: Number(r.n),
  }));
}

/** The last 12 calendar months in India (YYYY-MM), oldest first, the current one last. */
export function lastTwelveMonths(now: Date): string[] {
  const [year, month] = indiaDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const m = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

/** Submissions per month (India time) and kind over the last 12 months, in one query. */
export async function countByMonth(db: DbOrTx, now: Date) {
  const months = lastTwelveMonths(now);
  // The first day of the oldest month, midnight in India (UTC+05:30 all year).
  const since = new Date(`${months[0]}-01T00:00:00+05:30`);
  // The zone is a constant written into the SQL: as a bind parameter, the select's and the group by's
  // expressions would differ ($1 vs $2) and PostgreSQL would refuse the grouping.
  // By the submission time, not the draft's start (decision 214); a proposal without one is not counted.
  const month = sql<string>`to_char(${proposals.submittedAt} at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, category: proposals.category, type: proposals.type, n: count() })
    .from(proposals)
    .where(and(gte(proposals.submittedAt, since), ne(proposals.status, 'DRAFT')))
    .groupBy(month, proposals.category, proposals.type);
  return { months, rows: rows.map((r) => ({ ...r, n: Number(r.n) })) };
}
