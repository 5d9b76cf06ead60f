import { sql, type SQL } from 'drizzle-orm';

/**
 * What the proposal lists add to each row about clarification threads, as SQL correlated on `proposals`
 * (docs/architecture.md#clarification-threads), offered through this module's face and wired into the
 * lists at startup (app.ts); the review assignments' figure is the reviews module's (reviewOverdueSql).
 * Days are India's (UTC+05:30 all year, as `indiaDate`).
 */

const INDIA_TODAY = sql.raw(`((now() at time zone 'UTC') + interval '330 minutes')::date`);

// Written with qualified names: drizzle leaves a column unqualified in a one-table select, which a subquery would misread.
const waitingThread = sql.raw(`c.post_id = "proposals"."id" and c.waiting_since is not null and c.closed_at is null`);

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
