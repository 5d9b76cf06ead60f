import { type ProposalCategory, type ProposalType, REVIEW_CONFLICT_LOOKBACK_YEARS } from '@portal/shared';
import { and, type AnyColumn, asc, count, desc, eq, gt, gte, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { answersChallengeSql } from '../challenges/index.js';
import {
  connectedStakeholders,
  proposalCollaboratorNotices,
  proposalCollaborators,
  proposalDocuments,
  proposalReferenceCounters,
  proposals,
} from '../../db/schema/index.js';
import { fileHeadSql } from '../files/index.js';
import { userRows } from '../users/index.js';

export type ProposalInsert = typeof proposals.$inferInsert;

export async function insertProposal(db: DbOrTx, values: ProposalInsert) {
  const [row] = await db.insert(proposals).values(values).returning();
  return row!;
}

export async function findProposal(db: DbOrTx, id: string) {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  return row ?? null;
}

/** The columns every other module may read of a proposal: its heads by id and its derived table start from them. */
const headColumns = {
  id: proposals.id,
  userId: proposals.userId,
  title: proposals.title,
  category: proposals.category,
  type: proposals.type,
  status: proposals.status,
  reference: proposals.reference,
  orgName: proposals.orgName,
};

/** What another module shows of each of these proposals (title, kind, status, reference, applicant), by id: one query. */
export async function proposalHeadsOf(db: DbOrTx, ids: string[]): Promise<Map<string, ProposalHead>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...headColumns, summary: proposals.abstract })
    .from(proposals)
    .where(inArray(proposals.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
/** When a proposal was submitted, as correlated SQL on its id (by primary key): the rounds' median days to decision (decision 260). */
export const submittedAtSql = (proposalId: SQL): SQL<Date> => sql<Date>`(select p.submitted_at from ${proposals} p where p.id = ${proposalId})`;

/**
 * The ids of the proposals of this kind (and answering this challenge), as a subquery another module
 * filters its own rows by (`inArray(t.proposalId, proposalIdsWhere(q))`): the reviews ranking pages in SQL
 * without joining this table (decision 223).
 */
export function proposalIdsWhere(q: { category?: ProposalCategory | undefined; type?: ProposalType | undefined; challengeId?: string | undefined }) {
  const f: SQL[] = [];
  if (q.category) f.push(eq(proposals.category, q.category));
  if (q.type) f.push(eq(proposals.type, q.type));
  if (q.challengeId) f.push(answersChallengeSql(proposals.id, q.challengeId));
  return f.length ? sql`(select ${proposals.id} from ${proposals} where ${and(...f)})` : null;
}

/** True where the proposal whose id is `proposalId` (a column of the caller's query) is submitted, not a draft: for another module's count. */
export function isSubmittedSql(proposalId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${proposals} p where p.id = ${proposalId} and p.status <> 'DRAFT')`;
}

/** The user's proposals (any status) among those of a subquery of ids, oldest first: one query by the owner's index. */
export async function ownProposalsAmong(db: DbOrTx, userId: string, ids: SQL) {
  return db
    .select({ id: proposals.id, status: proposals.status, createdAt: proposals.createdAt, submittedAt: proposals.submittedAt })
    .from(proposals)
    .where(and(eq(proposals.userId, userId), sql`${proposals.id} in ${ids}`))
    .orderBy(asc(proposals.createdAt));
}

/**
 * The proposals' columns another module may join its rows to, as a derived table (decision 282): the projects
 * lists filter, sort and page by them in SQL. PostgreSQL pulls the subquery up into the caller's join, so the
 * plan and the indexes are the join's; the caller reads what this allow-list offers and cannot write through it.
 */
export const proposalRows = new QueryBuilder()
  .select({
    ...headColumns,
    orgType: proposals.orgType,
    focusArea: proposals.focusArea,
    requestedGrant: proposals.requestedGrant,
    createdAt: proposals.createdAt,
    updatedAt: proposals.updatedAt,
  })
  .from(proposals)
  .as('proposal_rows');

/** Who is named on which proposal, as a derived table another module joins (decision 282). */
export const collaboratorRows = new QueryBuilder()
  .select({ proposalId: proposalCollaborators.proposalId, userId: proposalCollaborators.userId })
  .from(proposalCollaborators)
  .as('collaborator_rows');

/** The ids of the proposals that name this user (or any of these) as a collaborator, as a subquery for another module's filter. */
export function proposalIdsCollaboratedBy(userIds: string | string[]): SQL {
  const who = typeof userIds === 'string' ? eq(proposalCollaborators.userId, userIds) : inArray(proposalCollaborators.userId, userIds);
  return sql`(select ${proposalCollaborators.proposalId} from ${proposalCollaborators} where ${who})`;
}

export type ProposalHead = Pick<typeof proposals.$inferSelect, 'id' | 'userId' | 'title' | 'category' | 'type' | 'status' | 'reference' | 'orgName'> & {
  summary: string | null;
};

/**
 * The one "lock the proposal row" (decision 223): locked until the transaction ends, so an admin's status
 * change cannot cross an edit, a decision a review or an assignment, nor a money move a withdrawal.
 * FOR SHARE lets readers that only decide on the status (a review saved, a release) queue behind a change
 * and not behind each other.
 */
export async function lockProposal(db: DbOrTx, id: string, mode: 'update' | 'share' = 'update') {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1).for(mode);
  return row ?? null;
}

/** Keeps a user's proposals' copy of whether their account is approved (decision 127), in the caller's transaction. */
export async function setOwnerApproved(db: DbOrTx, userId: string, approved: boolean): Promise<void> {
  await db
    .update(proposals)
    .set({ ownerApproved: approved })
    .where(and(eq(proposals.userId, userId), ne(proposals.ownerApproved, approved)));
}

/**
 * The owner's newest draft of a kind that no save has changed yet (version 1: no answer, file or
 * collaborator since its creation), which a new start of the wizard takes up again (decision 212).
 */
export async function findUntouchedDraft(db: DbOrTx, userId: string, category: ProposalInsert['category'], type: ProposalInsert['type']) {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(eq(proposals.userId, userId), eq(proposals.status, 'DRAFT'), eq(proposals.category, category), eq(proposals.type, type), eq(proposals.version, 1)),
    )
    .orderBy(desc(proposals.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateProposal(db: DbOrTx, id: string, values: Partial<ProposalInsert>) {
  const [row] = await db.update(proposals).set(values).where(eq(proposals.id, id)).returning();
  return row!;
}

export async function findDocument(db: DbOrTx, proposalId: string, field: string) {
  const [row] = await db
    .select()
    .from(proposalDocuments)
    .where(and(eq(proposalDocuments.proposalId, proposalId), eq(proposalDocuments.field, field)))
    .limit(1);
  return row ?? null;
}

export async function insertDocument(db: DbOrTx, values: typeof proposalDocuments.$inferInsert) {
  await db.insert(proposalDocuments).values(values);
}

export async function setDocumentFile(db: DbOrTx, documentId: string, fileId: string) {
  await db.update(proposalDocuments).set({ fileId, createdAt: new Date() }).where(eq(proposalDocuments.id, documentId));
}

/** The documents with each file's name (the files module's fragment: every document has its file, a foreign key). */
export async function listDocuments(db: DbOrTx, proposalId: string) {
  return db
    .select({ field: proposalDocuments.field, fileId: proposalDocuments.fileId, fileName: sql<string>`${fileHeadSql(proposalDocuments.fileId).name}` })
    .from(proposalDocuments)
    .where(eq(proposalDocuments.proposalId, proposalId))
    .orderBy(asc(proposalDocuments.createdAt));
}

export async function listCollaboratorIds(db: DbOrTx, proposalId: string): Promise<string[]> {
  const rows = await db.select({ userId: proposalCollaborators.userId }).from(proposalCollaborators).where(eq(proposalCollaborators.proposalId, proposalId));
  return rows.map((r) => r.userId);
}

export async function isCollaborator(db: DbOrTx, proposalId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: proposalCollaborators.userId })
    .from(proposalCollaborators)
    .where(and(eq(proposalCollaborators.proposalId, proposalId), eq(proposalCollaborators.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function addCollaborators(db: DbOrTx, proposalId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.insert(proposalCollaborators).values(userIds.map((userId) => ({ proposalId, userId })));
}

export async function removeCollaborators(db: DbOrTx, proposalId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.delete(proposalCollaborators).where(and(eq(proposalCollaborators.proposalId, proposalId), inArray(proposalCollaborators.userId, userIds)));
}

/** Collaborators with the user details answers show, by name. */
export async function listCollaborators(db: DbOrTx, proposalId: string) {
  return db
    .select({
      userId: userRows.id,
      name: userRows.name,
      email: userRows.email,
      organization: userRows.organization,
      organizationCategory: userRows.organizationCategory,
    })
    .from(proposalCollaborators)
    .innerJoin(userRows, eq(userRows.id, proposalCollaborators.userId))
    .where(eq(proposalCollaborators.proposalId, proposalId))
    .orderBy(asc(userRows.name), asc(userRows.id));
}

/** Who registered interest in the proposal, newest first. */
export async function listConnections(db: DbOrTx, proposalId: string) {
  return db
    .select({ createdAt: connectedStakeholders.createdAt, name: userRows.name, email: userRows.email, organization: userRows.organization })
    .from(connectedStakeholders)
    .innerJoin(userRows, eq(userRows.id, connectedStakeholders.fromUser))
    .where(eq(connectedStakeholders.proposalId, proposalId))
    .orderBy(desc(connectedStakeholders.createdAt));
}

/** The caller's latest connection to the proposal made within the last `hours`, or null. */
export async function findRecentConnection(db: DbOrTx, proposalId: string, fromUser: string, hours: number) {
  const [row] = await db
    .select()
    .from(connectedStakeholders)
    .where(
      and(
        eq(connectedStakeholders.proposalId, proposalId),
        eq(connectedStakeholders.fromUser, fromUser),
        gt(connectedStakeholders.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    )
    .orderBy(desc(connectedStakeholders.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertConnection(db: DbOrTx, values: typeof connectedStakeholders.$inferInsert) {
  const [row] = await db.insert(connectedStakeholders).values(values).returning();
  return row!;
}

/** How many connection requests the user made within the last `hours`. */
export async function countRecentConnectionsFrom(db: DbOrTx, fromUser: string, hours: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(connectedStakeholders)
    .where(and(eq(connectedStakeholders.fromUser, fromUser), gt(connectedStakeholders.createdAt, sql`now() - make_interval(hours => ${hours})`)));
  return Number(row?.n ?? 0);
}

/**
 * Records that these people were named on the proposal; answers those named on it for the first time
 * ever, who alone are mailed and notified (a person removed and named again is not).
 */
export async function recordNotices(db: DbOrTx, proposalId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .insert(proposalCollaboratorNotices)
    .values(userIds.map((userId) => ({ proposalId, userId })))
    .onConflictDoNothing()
    .returning({ userId: proposalCollaboratorNotices.userId });
  return new Set(rows.map((r) => r.userId));
}

/** Of these people, those who left the proposal (said they are not part of it). */
export async function findLeavers(db: DbOrTx, proposalId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: proposalCollaboratorNotices.userId })
    .from(proposalCollaboratorNotices)
    .where(
      and(
        eq(proposalCollaboratorNotices.proposalId, proposalId),
        inArray(proposalCollaboratorNotices.userId, userIds),
        isNotNull(proposalCollaboratorNotices.leftAt),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** The person leaves the proposal: no longer a collaborator, and marked as having left (kept for good). */
export async function leaveProposal(db: DbOrTx, proposalId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(proposalCollaborators)
    .where(and(eq(proposalCollaborators.proposalId, proposalId), eq(proposalCollaborators.userId, userId)))
    .returning({ userId: proposalCollaborators.userId });
  if (removed.length === 0) return false;
  await db
    .insert(proposalCollaboratorNotices)
    .values({ proposalId, userId, leftAt: new Date() })
    .onConflictDoUpdate({ target: [proposalCollaboratorNotices.proposalId, proposalCollaboratorNotices.userId], set: { leftAt: new Date() } });
  return true;
}

/** The documents with what a receipt states of each: name, size and SHA-256. */
export async function listDocumentFacts(db: DbOrTx, proposalId: string) {
  const file = fileHeadSql(proposalDocuments.fileId);
  return db
    .select({ field: proposalDocuments.field, fileName: sql<string>`${file.name}`, size: sql<number>`${file.size}`, sha256: sql<string>`${file.sha256}` })
    .from(proposalDocuments)
    .where(eq(proposalDocuments.proposalId, proposalId))
    .orderBy(asc(proposalDocuments.createdAt));
}

/**
 * The next number of a scheme and year: the counter row is created or incremented, and so locked, in
 * the caller's transaction. A rollback gives the number back, so numbers never skip (decision 152).
 */
export async function nextReferenceNumber(db: DbOrTx, scheme: string, year: number): Promise<number> {
  const [row] = await db
    .insert(proposalReferenceCounters)
    .values({ scheme, year, last: 1 })
    .onConflictDoUpdate({
      target: [proposalReferenceCounters.scheme, proposalReferenceCounters.year],
      set: { last: sql`${proposalReferenceCounters.last} + 1` },
    })
    .returning({ last: proposalReferenceCounters.last });
  return row!.last;
}

/** Deletes a proposal and its links (documents, collaborators and notices cascade); answers its file ids. */
export async function deleteProposal(db: DbOrTx, id: string): Promise<string[]> {
  const docs = await db.select({ fileId: proposalDocuments.fileId }).from(proposalDocuments).where(eq(proposalDocuments.proposalId, id));
  await db.delete(proposals).where(eq(proposals.id, id));
  return docs.map((d) => d.fileId);
}

/** The proposals a user owns or is named on, with what a list of their questions shows (clarifications asks). */
export async function proposalsInReachOf(db: DbOrTx, userId: string) {
  const named = db.select({ id: proposalCollaborators.proposalId }).from(proposalCollaborators).where(eq(proposalCollaborators.userId, userId));
  return db
    .select({ id: proposals.id, category: proposals.category, type: proposals.type, title: proposals.title })
    .from(proposals)
    .where(sql`(${proposals.userId} = ${userId} or ${proposals.id} in ${named})`);
}

/** The people named on a proposal, with their organisations. */
export async function collaboratorsOf(db: DbOrTx, proposalId: string) {
  return db
    .select({ id: userRows.id, name: userRows.name, organization: userRows.organization })
    .from(proposalCollaborators)
    .innerJoin(userRows, eq(userRows.id, proposalCollaborators.userId))
    .where(eq(proposalCollaborators.proposalId, proposalId));
}

/**
 * Another proposal, created in the last three years, that names both users, each as its owner or a
 * collaborator: the newest such, or null.
 */
export async function findNamedTogether(db: DbOrTx, proposalId: string, a: string, b: string): Promise<{ title: string } | null> {
  const since = new Date();
  since.setUTCFullYear(since.getUTCFullYear() - REVIEW_CONFLICT_LOOKBACK_YEARS);
  const names = (userId: string) =>
    or(
      eq(proposals.userId, userId),
      sql`exists (select 1 from ${proposalCollaborators} pc where pc.proposal_id = ${proposals.id} and pc.user_id = ${userId})`,
    )!;
  const [row] = await db
    .select({ title: proposals.title })
    .from(proposals)
    .where(and(ne(proposals.id, proposalId), gte(proposals.createdAt, since), names(a), names(b)))
    .orderBy(desc(proposals.createdAt))
    .limit(1);
  return row ?? null;
}

/** The columns the rounds read of these proposals (operations/round-facts.ts). */
export async function findRoundFacts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: proposals.id,
      userId: proposals.userId,
      title: proposals.title,
      reference: proposals.reference,
      status: proposals.status,
      category: proposals.category,
      type: proposals.type,
      orgName: proposals.orgName,
      projectCost: proposals.projectCost,
      requestedGrant: proposals.requestedGrant,
      otherFunding: proposals.otherFunding,
      noOtherFunding: proposals.noOtherFunding,
      submittedAt: proposals.submittedAt,
    })
    .from(proposals)
    .where(inArray(proposals.id, ids));
}

/** What a reviewer's affinity and conflicts are judged on, for many proposals at once (a round's assignment plan). */
export async function findReviewTexts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: proposals.id,
      userId: proposals.userId,
      title: proposals.title,
      reference: proposals.reference,
      status: proposals.status,
      category: proposals.category,
      type: proposals.type,
      orgName: proposals.orgName,
      focusArea: proposals.focusArea,
      abstract: proposals.abstract,
      objectives: proposals.objectives,
      methodology: proposals.methodology,
      expectedResults: proposals.expectedResults,
      detailedDescription: proposals.detailedDescription,
    })
    .from(proposals)
    .where(inArray(proposals.id, ids))
    .orderBy(asc(proposals.id));
}

/** One status for many proposals (a round's release), each row's version moved on. */
export async function setStatuses(db: DbOrTx, ids: string[], status: ProposalInsert['status']) {
  await db
    .update(proposals)
    .set({ status, version: sql`${proposals.version} + 1`, updatedAt: new Date() })
    .where(inArray(proposals.id, ids));
}

/** The focus areas of each user's own proposals and posts, drafts included (partner suggestions' likeness to one's work). */
export async function workFocusAreasOf(db: DbOrTx, userIds: string[]): Promise<Map<string, string[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: proposals.userId, areas: sql<string[]>`array_agg(distinct f.area order by f.area)` })
    .from(proposals)
    .innerJoin(sql`lateral unnest(${proposals.focusArea}) as f(area)`, sql`true`)
    .where(inArray(proposals.userId, userIds))
    .groupBy(proposals.userId);
  return new Map(rows.map((r) => [r.userId, r.areas]));
}
