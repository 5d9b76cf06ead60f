import { QUARTERLY_REPORT_GRACE_DAYS } from '@portal/shared';
import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectPublicStamp, projectOutputs, projectReportEntries, projectReports, projects, projectTranches } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import { fileHeadSql, fileNameOf } from '../files/index.js';
import { isCollaborator, listCollaboratorIds, proposalIdsCollaboratedBy, proposalRows } from '../proposals/index.js';
import { userHeadSql } from '../users/index.js';

export type ProjectInsert = typeof projects.$inferInsert;
export type TrancheRow = typeof projectTranches.$inferSelect;
export type ReportRow = typeof projectReports.$inferSelect;

/** A project with the columns of its proposal the views read. */
const withProposal = {
  project: projects,
  title: proposalRows.title,
  category: proposalRows.category,
  type: proposalRows.type,
  ownerId: proposalRows.userId,
  orgName: proposalRows.orgName,
  proposalStatus: proposalRows.status,
};

export async function findProject(db: DbOrTx, proposalId: string) {
  const [row] = await db
    .select(withProposal)
    .from(projects)
    .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
    .where(eq(projects.proposalId, proposalId))
    .limit(1);
  return row ?? null;
}

/** The project's row locked until the transaction ends: releases, reports and set-up of one project go one at a time. */
export async function lockProject(db: DbOrTx, proposalId: string) {
  const [row] = await db.select().from(projects).where(eq(projects.proposalId, proposalId)).limit(1).for('update');
  return row ?? null;
}

/** Every project, with its proposal's columns (the mission funds tens to hundreds: decision 162). */
export function listProjects(db: DbOrTx, userId?: string) {
  const q = db.select(withProposal).from(projects).innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId));
  if (!userId) return q.orderBy(asc(projects.createdAt));
  return q.where(or(eq(proposalRows.userId, userId), sql`${projects.proposalId} in ${proposalIdsCollaboratedBy(userId)}`)).orderBy(asc(projects.createdAt));
}

export async function upsertProject(db: DbOrTx, values: ProjectInsert) {
  const { proposalId: _id, createdBy: _by, ...changes } = values;
  const [row] = await db.insert(projects).values(values).onConflictDoUpdate({ target: projects.proposalId, set: changes }).returning();
  return row!;
}

export async function setAgreement(db: DbOrTx, proposalId: string, fileId: string) {
  await db.update(projects).set({ agreementFileId: fileId, agreementUploadedAt: new Date() }).where(eq(projects.proposalId, proposalId));
}

/** The grantee's new public summary: the next version, awaiting the admin's approval. */
export async function savePublicSummary(db: DbOrTx, proposalId: string, text: string, textHi: string | null) {
  const [row] = await db
    .update(projects)
    .set({ publicSummary: text, publicSummaryHi: textHi, publicSummaryVersion: sql`${projects.publicSummaryVersion} + 1` })
    .where(eq(projects.proposalId, proposalId))
    .returning({ version: projects.publicSummaryVersion });
  return row!.version;
}

/** The admin approves the latest version: a copy of it becomes what the public reads. */
export async function approvePublicSummary(db: DbOrTx, proposalId: string, adminId: string) {
  await db
    .update(projects)
    .set({
      approvedSummary: projects.publicSummary,
      approvedSummaryHi: projects.publicSummaryHi,
      approvedSummaryVersion: projects.publicSummaryVersion,
      approvedSummaryAt: new Date(),
      approvedSummaryBy: adminId,
    })
    .where(eq(projects.proposalId, proposalId));
}

export function listTranches(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return Promise.resolve([] as TrancheRow[]);
  return db.select().from(projectTranches).where(inArray(projectTranches.proposalId, proposalIds)).orderBy(asc(projectTranches.number));
}

export async function insertTranche(db: DbOrTx, values: typeof projectTranches.$inferInsert) {
  await db.insert(projectTranches).values(values);
}

export async function updateTranche(db: DbOrTx, proposalId: string, n: number, changes: { releasedOn: string; transactionRef: string }) {
  await db
    .update(projectTranches)
    .set(changes)
    .where(and(eq(projectTranches.proposalId, proposalId), eq(projectTranches.number, n)));
}

export async function deleteTranche(db: DbOrTx, proposalId: string, n: number) {
  await db.delete(projectTranches).where(and(eq(projectTranches.proposalId, proposalId), eq(projectTranches.number, n)));
}

export function listReports(db: DbOrTx, proposalIds: string[]) {
  if (proposalIds.length === 0) return Promise.resolve([] as ReportRow[]);
  return db.select().from(projectReports).where(inArray(projectReports.proposalId, proposalIds)).orderBy(asc(projectReports.createdAt));
}

export async function countReports(db: DbOrTx, proposalId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectReports)
    .where(eq(projectReports.proposalId, proposalId));
  return row?.n ?? 0;
}

export async function findReportFor(db: DbOrTx, proposalId: string, key: { milestoneIndex: number } | { quarter: string }) {
  const where =
    'milestoneIndex' in key
      ? and(eq(projectReports.proposalId, proposalId), eq(projectReports.type, 'MILESTONE'), eq(projectReports.milestoneIndex, key.milestoneIndex))
      : and(eq(projectReports.proposalId, proposalId), eq(projectReports.type, 'QUARTERLY'), eq(projectReports.quarter, key.quarter));
  const [row] = await db.select().from(projectReports).where(where).limit(1);
  return row ?? null;
}

export async function findReport(db: DbOrTx, proposalId: string, reportId: string) {
  const [row] = await db
    .select()
    .from(projectReports)
    .where(and(eq(projectReports.id, reportId), eq(projectReports.proposalId, proposalId)))
    .limit(1);
  return row ?? null;
}

export async function insertReport(db: DbOrTx, values: typeof projectReports.$inferInsert) {
  const [row] = await db.insert(projectReports).values(values).returning();
  return row!;
}

export async function setReportStatus(db: DbOrTx, id: string, status: string) {
  await db.update(projectReports).set({ status }).where(eq(projectReports.id, id));
}

/** A submission's public summary: the report's next version of it, awaiting approval with the report (decision 262). */
export async function saveReportSummary(db: DbOrTx, id: string, text: string, textHi: string | null) {
  await db
    .update(projectReports)
    .set({ publicSummary: text, publicSummaryHi: textHi, publicSummaryVersion: sql`${projectReports.publicSummaryVersion} + 1` })
    .where(eq(projectReports.id, id));
}

/** The admin accepts the report with its latest public summary: a copy of it becomes what the public reads. */
export async function approveReportSummary(db: DbOrTx, id: string, adminId: string) {
  await db
    .update(projectReports)
    .set({
      approvedSummary: projectReports.publicSummary,
      approvedSummaryHi: projectReports.publicSummaryHi,
      approvedSummaryVersion: projectReports.publicSummaryVersion,
      approvedSummaryAt: new Date(),
      approvedSummaryBy: adminId,
    })
    .where(eq(projectReports.id, id));
}

/** The approved public summaries of a project's reports, oldest approval first: the public's columns only. */
export function approvedReportSummaries(db: DbOrTx, proposalId: string) {
  return db
    .select({
      type: projectReports.type,
      milestoneIndex: projectReports.milestoneIndex,
      quarter: projectReports.quarter,
      approvedAt: projectReports.approvedSummaryAt,
      text: projectReports.approvedSummary,
      textHi: projectReports.approvedSummaryHi,
    })
    .from(projectReports)
    .where(and(eq(projectReports.proposalId, proposalId), sql`${projectReports.approvedSummary} is not null`))
    .orderBy(asc(projectReports.approvedSummaryAt), asc(projectReports.id));
}

export async function insertEntry(db: DbOrTx, values: typeof projectReportEntries.$inferInsert) {
  await db.insert(projectReportEntries).values(values);
}

export function listEntries(db: DbOrTx, reportIds: string[]) {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reportId: projectReportEntries.reportId,
      action: projectReportEntries.action,
      text: projectReportEntries.text,
      fileId: projectReportEntries.fileId,
      fileName: fileHeadSql(projectReportEntries.fileId).name,
      createdAt: projectReportEntries.createdAt,
      authorName: userHeadSql(projectReportEntries.authorId).name,
      authorRoles: userHeadSql(projectReportEntries.authorId).roles,
    })
    .from(projectReportEntries)
    .where(inArray(projectReportEntries.reportId, reportIds))
    .orderBy(asc(projectReportEntries.createdAt), asc(projectReportEntries.id));
}

export function agreementFileName(db: DbOrTx, fileId: string): Promise<string | null> {
  return fileNameOf(db, fileId);
}

/** The owner and the collaborators of a proposal: who hears of its project. */
export async function granteeIds(db: DbOrTx, proposalId: string, ownerId: string): Promise<string[]> {
  const collaborators = await listCollaboratorIds(db, proposalId);
  return [ownerId, ...collaborators.filter((id) => id !== ownerId)];
}

export async function isGrantee(db: DbOrTx, proposalId: string, ownerId: string, userId: string): Promise<boolean> {
  return ownerId === userId || isCollaborator(db, proposalId, userId);
}

/** What the admin's list filters on (decision 227); `today` is India's. */
export type AdminFilters = {
  scheme?: { category: string; type: string } | undefined;
  overdue: boolean;
  trancheDue: boolean;
  query?: string | undefined;
  today: string;
};

// The rules of project-rules.ts the list filters and totals on, as SQL over one project's rows
// (p: projects, the proposal joined): the tests compare them with the rules on a set of projects.
const P = sql`${projects.proposalId}`;
const M = sql`${projects.milestones}`;
const withdrawnSql = sql`(${proposalRows.status} <> 'APPROVED')`;
const releasedSql = sql`coalesce((select sum(t.amount) from ${projectTranches} t where t.proposal_id = ${P}), 0)`;
const cancelledSql = sql`(case when ${withdrawnSql} then greatest(0, ${projects.grant} - ${releasedSql}) else 0 end)`;
const hasTranche = (n: number) => sql`exists (select 1 from ${projectTranches} t where t.proposal_id = ${P} and t.number = ${n})`;
const milestoneReport = (index: SQL, statuses: readonly string[]) =>
  sql`exists (select 1 from ${projectReports} r where r.proposal_id = ${P} and r.type = 'MILESTONE' and r.milestone_index = ${index} and r.status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
const lastDue = sql`((${M} -> -1 ->> 'dueDate')::date)`;
const completeSql = sql`(jsonb_array_length(${M}) > 0 and ${milestoneReport(sql`jsonb_array_length(${M}) - 1`, ['ACCEPTED'])})`;
/** A report counts as given once submitted or accepted; none, or changes asked, is owed. */
const GIVEN = ['SUBMITTED', 'ACCEPTED'] as const;

function overdueSql(today: string): SQL {
  const milestoneLate = sql`exists (select 1 from jsonb_array_elements(${M}) with ordinality as e(v, i)
    where (e.v ->> 'dueDate')::date < ${today}::date and not ${milestoneReport(sql`(e.i - 1)::int`, GIVEN)})`;
  // The quarters from the start's to the last milestone's (projectQuarters), each due 15 days after it ends.
  const quarterLate = sql`exists (select 1 from generate_series(date_trunc('quarter', ${projects.startDate}::timestamp),
      date_trunc('quarter', greatest(coalesce(${lastDue}, ${projects.startDate}), ${projects.startDate})::timestamp), interval '3 months') as q
    where ((q + interval '3 months')::date - 1 + ${QUARTERLY_REPORT_GRACE_DAYS}::int) < ${today}::date
      and not exists (select 1 from ${projectReports} r where r.proposal_id = ${P} and r.type = 'QUARTERLY'
        and r.quarter = to_char(q, 'YYYY') || '-Q' || extract(quarter from q)::int and r.status in ('SUBMITTED', 'ACCEPTED')))`;
  return sql`(not ${withdrawnSql} and (${milestoneLate} or (not ${completeSql} and ${quarterLate})))`;
}

/** trancheDue: the first tranche not released whose condition holds (trancheUnmet). */
function trancheDueSql(): SQL {
  const mid = sql`(${projects.startDate} + floor((${lastDue} - ${projects.startDate})::numeric / 2)::int)`;
  // Every milestone due on or before the midpoint, and at least the first, accepted (midpointMilestones).
  const midpointAccepted = sql`not exists (select 1 from jsonb_array_elements(${M}) with ordinality as e(v, i)
    where ((e.v ->> 'dueDate')::date <= ${mid}
      or (e.i = 1 and not exists (select 1 from jsonb_array_elements(${M}) as e2(v) where (e2.v ->> 'dueDate')::date <= ${mid})))
      and not ${milestoneReport(sql`(e.i - 1)::int`, ['ACCEPTED'])})`;
  const first = sql`(not ${hasTranche(1)} and ${projects.agreementFileId} is not null)`;
  const second = sql`(${hasTranche(1)} and not ${hasTranche(2)} and ${midpointAccepted})`;
  const third = sql`(${hasTranche(2)} and not ${hasTranche(3)} and ${completeSql})`;
  return sql`(not ${withdrawnSql} and (${first} or ${second} or ${third}))`;
}

function adminWhere(f: AdminFilters): SQL | undefined {
  const needle = f.query?.toLowerCase();
  return and(
    f.scheme ? and(eq(proposalRows.category, f.scheme.category as never), eq(proposalRows.type, f.scheme.type as never)) : undefined,
    f.overdue ? overdueSql(f.today) : undefined,
    f.trancheDue ? trancheDueSql() : undefined,
    needle
      ? or(
          sql`${P}::text like ${`${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
          sql`lower(${proposalRows.title}) like ${containsPattern(needle)}`,
          sql`lower(coalesce(${proposalRows.orgName}, '')) like ${containsPattern(needle)}`,
          sql`exists (select 1 from ${projectTranches} t where t.proposal_id = ${P} and lower(t.transaction_ref) like ${containsPattern(needle)})`,
        )
      : undefined,
  );
}

/** A page of the admin's list (oldest project first), the ids only: the rows are built by the rules. */
export async function adminPageIds(db: DbOrTx, f: AdminFilters, page: { limit: number; offset: number }): Promise<string[]> {
  const rows = await db
    .select({ id: projects.proposalId })
    .from(projects)
    .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
    .where(adminWhere(f))
    .orderBy(asc(projects.createdAt), asc(projects.proposalId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

/** One keyset batch of the admin's export after `after` (the created time and id of the last row sent). */
export async function adminBatchIds(db: DbOrTx, f: AdminFilters, after: { createdAt: Date; id: string } | null, limit: number) {
  return db
    .select({ id: projects.proposalId, createdAt: projects.createdAt })
    .from(projects)
    .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
    .where(
      and(
        adminWhere(f),
        after ? or(gt(projects.createdAt, after.createdAt), and(eq(projects.createdAt, after.createdAt), gt(projects.proposalId, after.id))) : undefined,
      ),
    )
    .orderBy(asc(projects.createdAt), asc(projects.proposalId))
    .limit(limit);
}

/** The totals of every project the filters keep, in one query (totalsOf's sums). */
export async function adminTotals(db: DbOrTx, f: AdminFilters) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      withdrawn: sql<number>`(count(*) filter (where ${withdrawnSql}))::int`,
      sanctioned: sql<string>`coalesce(sum(${projects.grant} - ${cancelledSql}), 0)::bigint`,
      released: sql<string>`coalesce(sum(${releasedSql}), 0)::bigint`,
      cancelled: sql<string>`coalesce(sum(${cancelledSql}), 0)::bigint`,
    })
    .from(projects)
    .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
    .where(adminWhere(f));
  const sanctioned = Number(row!.sanctioned);
  const released = Number(row!.released);
  return { count: row!.count, withdrawn: row!.withdrawn, sanctioned, released, pending: sanctioned - released, cancelled: Number(row!.cancelled) };
}

/** These projects with their proposals' columns, in the order of `ids`. */
export async function projectsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(withProposal)
    .from(projects)
    .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
    .where(inArray(projects.proposalId, ids));
  const byId = new Map(rows.map((r) => [r.project.proposalId, r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

/**
 * The public's filters (architecture "In the open"): only projects whose agreement is recorded and whose
 * proposal has its reference; the scheme, a focus area, the agreement's year in India.
 */
export type PublicFilters = { scheme?: { category: string; type: string } | undefined; focusArea?: string | undefined; year?: number | undefined };
function publicWhere(f: PublicFilters): SQL | undefined {
  return and(
    sql`${projects.agreementUploadedAt} is not null`,
    sql`${proposalRows.reference} is not null`,
    f.scheme ? and(eq(proposalRows.category, f.scheme.category as never), eq(proposalRows.type, f.scheme.type as never)) : undefined,
    f.focusArea ? sql`${f.focusArea} = any(${proposalRows.focusArea})` : undefined,
    f.year ? sql`extract(year from ${projects.agreementUploadedAt} at time zone 'Asia/Kolkata')::int = ${f.year}` : undefined,
  );
}
/** The public columns only: never the proposal's person (name, e-mail, phone) nor a file. */
const publicColumns = {
  proposalId: projects.proposalId,
  reference: proposalRows.reference,
  title: proposalRows.title,
  category: proposalRows.category,
  type: proposalRows.type,
  orgName: proposalRows.orgName,
  focusArea: proposalRows.focusArea,
  proposalStatus: proposalRows.status,
  approvedCost: projects.approvedCost,
  grant: projects.grant,
  released: sql<string>`${releasedSql}::bigint`,
  startDate: projects.startDate,
  agreedAt: projects.agreementUploadedAt,
  milestones: projects.milestones,
  summary: projects.approvedSummary,
  summaryHi: projects.approvedSummaryHi,
};

/** A page of the public list (newest agreement first) and the count, in SQL. */
export async function publicPage(db: DbOrTx, f: PublicFilters, page: { limit: number; offset: number }) {
  const where = publicWhere(f);
  const [rows, [count]] = await Promise.all([
    db
      .select(publicColumns)
      .from(projects)
      .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
      .where(where)
      .orderBy(sql`${projects.agreementUploadedAt} desc`, asc(projects.proposalId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
      .where(where),
  ]);
  return { rows, total: count!.n };
}

/** One public project by its proposal's reference, or null (none, or no agreement yet). */
export async function publicByReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select(publicColumns)
    .from(projects)
    .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
    .where(and(publicWhere({}), eq(proposalRows.reference, reference)))
    .limit(1);
  return row ?? null;
}

/** The channel on which a change of the public data is announced, with its new version (decision 298). */
export const PUBLIC_DATA_CHANNEL = 'portal_public_data';

/**
 * Raises the version of the public data, in the transaction of the change (decision 259): the row is
 * written last, after the project's lock, so two changes wait on it one after the other. The new version
 * is announced by a NOTIFY in the same transaction: PostgreSQL delivers it at the commit, never before
 * and never for a change rolled back, to every instance listening (decision 298).
 */
export async function bumpPublicStamp(db: DbOrTx) {
  const [row] = await db
    .insert(projectPublicStamp)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: projectPublicStamp.id, set: { version: sql`${projectPublicStamp.version} + 1` } })
    .returning({ version: projectPublicStamp.version });
  await db.execute(sql`select pg_notify(${PUBLIC_DATA_CHANNEL}, ${String(row!.version)})`);
}

/** The version of the public data now (0 before any change). */
export async function publicStamp(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: projectPublicStamp.version }).from(projectPublicStamp).where(eq(projectPublicStamp.id, 1));
  return row?.version ?? 0;
}

/**
 * Every public project with its released tranches, in ONE query (the open-data files, architecture "In
 * the open"): the public columns, the grant asked for, when its public data last changed, and each
 * tranche's number, amount and date (never its transaction reference), by reference.
 */
export function openGrantRows(db: DbOrTx) {
  return db
    .select({
      ...publicColumns,
      requestedGrant: proposalRows.requestedGrant,
      modifiedAt: sql<string>`to_char(greatest(${projects.updatedAt}, ${proposalRows.updatedAt}, (select max(t.created_at) from ${projectTranches} t where t.proposal_id = ${P})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      tranches: sql<
        { number: number; amount: number; releasedOn: string }[]
      >`coalesce((select json_agg(json_build_object('number', t.number, 'amount', t.amount, 'releasedOn', t.released_on) order by t.number) from ${projectTranches} t where t.proposal_id = ${P}), '[]'::json)`,
    })
    .from(projects)
    .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
    .where(publicWhere({}))
    .orderBy(asc(proposalRows.reference));
}

/** A project's outputs, newest year first: the columns the grantee's page and the public page show. */
export function listOutputs(db: DbOrTx, proposalId: string) {
  return db
    .select({
      id: projectOutputs.id,
      kind: projectOutputs.kind,
      title: projectOutputs.title,
      year: projectOutputs.year,
      doi: projectOutputs.doi,
      patentNumber: projectOutputs.patentNumber,
      link: projectOutputs.link,
    })
    .from(projectOutputs)
    .where(eq(projectOutputs.proposalId, proposalId))
    .orderBy(sql`${projectOutputs.year} desc`, asc(projectOutputs.createdAt), asc(projectOutputs.id));
}

export async function countOutputs(db: DbOrTx, proposalId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectOutputs)
    .where(eq(projectOutputs.proposalId, proposalId));
  return row?.n ?? 0;
}

export async function insertOutput(db: DbOrTx, values: typeof projectOutputs.$inferInsert) {
  const [row] = await db.insert(projectOutputs).values(values).returning();
  return row!;
}

/** Deletes one output of the project; the row deleted, or null when there was none. */
export async function deleteOutput(db: DbOrTx, proposalId: string, outputId: string) {
  const [row] = await db
    .delete(projectOutputs)
    .where(and(eq(projectOutputs.id, outputId), eq(projectOutputs.proposalId, proposalId)))
    .returning();
  return row ?? null;
}

/**
 * The metric registry's money figures (decision 260) over the public projects (publicWhere: agreement and
 * reference), in two grouped queries: per focus area (a project under each of its areas), and per
 * organisation category ('' when not given) with the total (grouping sets). Committed is the projects
 * list's sanctioned total (grant less what a withdrawal cancelled), released the tranches' sum: the same
 * SQL as adminTotals.
 */
export async function moneyMetricRows(db: DbOrTx) {
  const sums = {
    projects: sql<number>`count(*)::int`,
    committed: sql<string>`coalesce(sum(${projects.grant} - ${cancelledSql}), 0)::bigint`.mapWith(Number),
    released: sql<string>`coalesce(sum(${releasedSql}), 0)::bigint`.mapWith(Number),
  };
  const area = sql`fa.area`;
  const category = sql`coalesce(${proposalRows.orgType}::text, '')`;
  const [byArea, byCategory] = await Promise.all([
    db
      .select({ focusArea: sql<string>`${area}`, ...sums })
      .from(projects)
      .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
      .innerJoin(sql`unnest(${proposalRows.focusArea}) as fa(area)`, sql`true`)
      .where(publicWhere({}))
      .groupBy(area),
    db
      .select({ category: sql<string | null>`(case when grouping(${category}) = 0 then ${category} end)`, ...sums })
      .from(projects)
      .innerJoin(proposalRows, eq(proposalRows.id, projects.proposalId))
      .where(publicWhere({}))
      .groupBy(sql`grouping sets ((${category}), ())`),
  ]);
  return { byArea, byCategory };
}
