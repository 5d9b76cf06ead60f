import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, projectReportEntries, projectReports, projects, projectTranches, proposalCollaborators, proposals, users } from '../../db/schema/index.js';

export type ProjectInsert = typeof projects.$inferInsert;
export type TrancheRow = typeof projectTranches.$inferSelect;
export type ReportRow = typeof projectReports.$inferSelect;

/** A project with the columns of its proposal the views read. */
const withProposal = {
  project: projects,
  title: proposals.title,
  category: proposals.category,
  type: proposals.type,
  ownerId: proposals.userId,
  orgName: proposals.orgName,
  proposalStatus: proposals.status,
};

export async function findProject(db: DbOrTx, proposalId: string) {
  const [row] = await db
    .select(withProposal)
    .from(projects)
    .innerJoin(proposals, eq(proposals.id, projects.proposalId))
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
  const q = db.select(withProposal).from(projects).innerJoin(proposals, eq(proposals.id, projects.proposalId));
  if (!userId) return q.orderBy(asc(projects.createdAt));
  const mine = db.select({ id: proposalCollaborators.proposalId }).from(proposalCollaborators).where(eq(proposalCollaborators.userId, userId));
  return q.where(or(eq(proposals.userId, userId), inArray(projects.proposalId, mine))).orderBy(asc(projects.createdAt));
}

export async function upsertProject(db: DbOrTx, values: ProjectInsert) {
  const { proposalId: _id, createdBy: _by, ...changes } = values;
  const [row] = await db.insert(projects).values(values).onConflictDoUpdate({ target: projects.proposalId, set: changes }).returning();
  return row!;
}

export async function setAgreement(db: DbOrTx, proposalId: string, fileId: string) {
  await db.update(projects).set({ agreementFileId: fileId, agreementUploadedAt: new Date() }).where(eq(projects.proposalId, proposalId));
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
      fileName: files.originalName,
      createdAt: projectReportEntries.createdAt,
      authorName: users.name,
      authorRoles: users.roles,
    })
    .from(projectReportEntries)
    .leftJoin(users, eq(users.id, projectReportEntries.authorId))
    .leftJoin(files, eq(files.id, projectReportEntries.fileId))
    .where(inArray(projectReportEntries.reportId, reportIds))
    .orderBy(asc(projectReportEntries.createdAt), asc(projectReportEntries.id));
}

export async function agreementFileName(db: DbOrTx, fileId: string): Promise<string | null> {
  const [row] = await db.select({ name: files.originalName }).from(files).where(eq(files.id, fileId)).limit(1);
  return row?.name ?? null;
}

/** The owner and the collaborators of a proposal: who hears of its project. */
export async function granteeIds(db: DbOrTx, proposalId: string, ownerId: string): Promise<string[]> {
  const rows = await db.select({ userId: proposalCollaborators.userId }).from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, proposalId));
  return [ownerId, ...rows.map((r) => r.userId).filter((id) => id !== ownerId)];
}

export async function isGrantee(db: DbOrTx, proposalId: string, ownerId: string, userId: string): Promise<boolean> {
  if (ownerId === userId) return true;
  const [row] = await db
    .select({ userId: proposalCollaborators.userId })
    .from(proposalCollaborators)
    .where(and(eq(proposalCollaborators.proposalId, proposalId), eq(proposalCollaborators.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The proposal a project belongs to, locked (set-up and every money move decide on its status) or read.
 * FOR SHARE lets releases of one project queue on the project's row while a status change waits for them.
 */
export async function lockProposalRow(db: DbOrTx, id: string, mode: 'update' | 'share' = 'update') {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1).for(mode);
  return row ?? null;
}
export async function findProposalRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  return row ?? null;
}
