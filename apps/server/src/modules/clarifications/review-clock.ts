import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { proposals } from '../../db/schema/index.js';

/**
 * What the proposal lists add to each row about clarification threads, as SQL on `proposals`
 * (docs/architecture.md#clarification-threads). Days are India's (UTC+05:30 all year, as `indiaDate`).
 */

const INDIA_TODAY = sql.raw(`((now() at time zone 'UTC') + interval '330 minutes')::date`);

// Written with qualified names: drizzle leaves a column unqualified in a one-table select, which a subquery would misread.
const waitingThread = sql.raw(`c.post_id = "proposals"."id" and c.waiting_since is not null and c.closed_at is null`);

/**
 * An assigned review (pending or declared) is past its due date, India time: the admin's list marks and
 * filters by it (decision 191), read from the partial index on open assignments by proposal and due date.
 */
export const reviewOverdueSql: SQL<boolean> = sql<boolean>`exists (select 1 from "review_assignments" ra where ra.proposal_id = "proposals"."id" and ra.state in ('PENDING', 'DECLARED') and ra.due_date < ${INDIA_TODAY})`;

/** An open question waits on the applicant. */
export const awaitingApplicantSql: SQL<boolean> = sql<boolean>`exists (select 1 from "clarifications" c where ${waitingThread})`;

/** …and its date to answer by is before today (India). */
export const clarificationOverdueSql: SQL<boolean> = sql<boolean>`exists (select 1 from "clarifications" c where ${waitingThread} and c.respond_by < ${INDIA_TODAY})`;

/**
 * Whole days since submission, less the time spent waiting on the applicant (closed spans, and the
 * open one up to now); null for a proposal that is not under review (SUBMITTED, UNDER_REVIEW).
 */
export const daysInReviewSql: SQL<number | null> = sql.raw(`(case when "proposals"."status" in ('SUBMITTED', 'UNDER_REVIEW') then floor(greatest(0,
  extract(epoch from (now() - "proposals"."created_at"))
  - coalesce((select sum(extract(epoch from (coalesce(w.ended_at, now()) - w.started_at))) from "applicant_waits" w where w.proposal_id = "proposals"."id"), 0)
) / 86400)::int end)`) as SQL<number | null>;

/** One proposal's flags, for its details. */
export async function threadFlagsOf(
  db: DbOrTx,
  proposalId: string,
): Promise<{ awaitingApplicant: boolean; clarificationOverdue: boolean; daysInReview: number | null }> {
  const [row] = await db
    .select({ awaitingApplicant: awaitingApplicantSql, clarificationOverdue: clarificationOverdueSql, daysInReview: daysInReviewSql })
    .from(proposals)
    .where(eq(proposals.id, proposalId));
  return row ?? { awaitingApplicant: false, clarificationOverdue: false, daysInReview: null };
}
