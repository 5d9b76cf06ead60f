import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { collabBlocks, collabMessages, collabReports, collabRequests, collabSuspensions, type CollabRequestRow } from '../../db/schema/index.js';

/** The collab module's own SQL (docs/architecture.md#partners-by-consent). */

export async function insertRequest(db: DbOrTx, values: typeof collabRequests.$inferInsert): Promise<CollabRequestRow> {
  const [row] = await db.insert(collabRequests).values(values).returning();
  return row!;
}

export async function findRequest(db: DbOrTx, id: string): Promise<CollabRequestRow | null> {
  const [row] = await db.select().from(collabRequests).where(eq(collabRequests.id, id)).limit(1);
  return row ?? null;
}

/** The request's row locked until the transaction ends: an answer cannot cross another, nor the expiry. */
export async function lockRequest(db: DbOrTx, id: string): Promise<CollabRequestRow | null> {
  const [row] = await db.select().from(collabRequests).where(eq(collabRequests.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Marks a sender's open requests past their day as EXPIRED (before counting them or sending another). */
export async function expireRequests(db: DbOrTx, where: { fromUser?: string; toUser?: string; now: Date }): Promise<number> {
  const filters = [eq(collabRequests.status, 'OPEN'), lte(collabRequests.expiresAt, where.now)];
  if (where.fromUser) filters.push(eq(collabRequests.fromUser, where.fromUser));
  if (where.toUser) filters.push(eq(collabRequests.toUser, where.toUser));
  const gone = await db
    .update(collabRequests)
    .set({ status: 'EXPIRED' })
    .where(and(...filters))
    .returning({ id: collabRequests.id });
  return gone.length;
}

export async function countOpenFrom(db: DbOrTx, fromUser: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collabRequests)
    .where(and(eq(collabRequests.fromUser, fromUser), eq(collabRequests.status, 'OPEN'), gt(collabRequests.expiresAt, now)));
  return Number(row?.n ?? 0);
}

export async function findOpenBetween(db: DbOrTx, fromUser: string, toUser: string): Promise<CollabRequestRow | null> {
  const [row] = await db
    .select()
    .from(collabRequests)
    .where(and(eq(collabRequests.fromUser, fromUser), eq(collabRequests.toUser, toUser), eq(collabRequests.status, 'OPEN')))
    .limit(1);
  return row ?? null;
}

/** A user's requests, sent and received (a silenced one only to its sender), newest first. */
export async function listRequestsOf(db: DbOrTx, userId: string, limit: number): Promise<CollabRequestRow[]> {
  return db
    .select()
    .from(collabRequests)
    .where(or(eq(collabRequests.fromUser, userId), and(eq(collabRequests.toUser, userId), eq(collabRequests.silenced, false))))
    .orderBy(desc(collabRequests.createdAt), desc(collabRequests.id))
    .limit(limit);
}

export async function setRequestStatus(db: DbOrTx, id: string, status: 'ACCEPTED' | 'DECLINED', now: Date): Promise<CollabRequestRow> {
  const [row] = await db.update(collabRequests).set({ status, respondedAt: now }).where(eq(collabRequests.id, id)).returning();
  return row!;
}

/** The people the user has had a request with (either way): not suggested again. */
export async function requestPartnersOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ other: sql<string>`case when ${collabRequests.fromUser} = ${userId} then ${collabRequests.toUser} else ${collabRequests.fromUser} end` })
    .from(collabRequests)
    .where(or(eq(collabRequests.fromUser, userId), eq(collabRequests.toUser, userId)))
    .limit(500);
  return [...new Set(rows.map((r) => r.other))];
}

export async function isBlocked(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ b: collabBlocks.blockerId })
    .from(collabBlocks)
    .where(and(eq(collabBlocks.blockerId, blockerId), eq(collabBlocks.blockedId, blockedId)))
    .limit(1);
  return Boolean(row);
}

/** Who blocked this user: they are not suggested to them. */
export async function blockersOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: collabBlocks.blockerId }).from(collabBlocks).where(eq(collabBlocks.blockedId, userId)).limit(1000);
  return rows.map((r) => r.id);
}

export async function blockedBy(db: DbOrTx, blockerId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: collabBlocks.blockedId })
    .from(collabBlocks)
    .where(and(eq(collabBlocks.blockerId, blockerId), inArray(collabBlocks.blockedId, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(collabBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function insertReport(db: DbOrTx, values: { requestId: string; reporterId: string; reason: string }): Promise<boolean> {
  const rows = await db.insert(collabReports).values(values).onConflictDoNothing().returning({ id: collabReports.id });
  return rows.length > 0;
}

export async function reportedRequestIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: collabReports.requestId }).from(collabReports).where(inArray(collabReports.requestId, ids));
  return new Set(rows.map((r) => r.id));
}

/** The reports not dismissed, newest first, with their requests. */
export async function listReports(db: DbOrTx, limit: number) {
  return db
    .select({
      id: collabReports.id,
      requestId: collabReports.requestId,
      reason: collabReports.reason,
      createdAt: collabReports.createdAt,
      reporterId: collabReports.reporterId,
      senderId: collabRequests.fromUser,
      message: collabRequests.message,
    })
    .from(collabReports)
    .innerJoin(collabRequests, eq(collabRequests.id, collabReports.requestId))
    .where(isNull(collabReports.dismissedAt))
    .orderBy(desc(collabReports.createdAt), desc(collabReports.id))
    .limit(limit);
}

export async function isSuspended(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: collabSuspensions.userId }).from(collabSuspensions).where(eq(collabSuspensions.userId, userId)).limit(1);
  return Boolean(row);
}

export async function suspendedAmong(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: collabSuspensions.userId }).from(collabSuspensions).where(inArray(collabSuspensions.userId, ids));
  return new Set(rows.map((r) => r.id));
}

export async function setSuspended(db: DbOrTx, userId: string, by: string, suspended: boolean): Promise<void> {
  if (suspended) await db.insert(collabSuspensions).values({ userId, suspendedBy: by }).onConflictDoNothing();
  else await db.delete(collabSuspensions).where(eq(collabSuspensions.userId, userId));
}

export async function insertMessage(db: DbOrTx, values: { requestId: string; authorId: string; body: string }) {
  const [row] = await db.insert(collabMessages).values(values).returning();
  return row!;
}

export async function listMessages(db: DbOrTx, requestId: string, limit: number) {
  return db.select().from(collabMessages).where(eq(collabMessages.requestId, requestId)).orderBy(collabMessages.createdAt, collabMessages.id).limit(limit);
}

export async function hasAcceptedBetween(db: DbOrTx, fromUser: string, toUser: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collabRequests.id })
    .from(collabRequests)
    .where(and(eq(collabRequests.fromUser, fromUser), eq(collabRequests.toUser, toUser), eq(collabRequests.status, 'ACCEPTED')))
    .limit(1);
  return Boolean(row);
}

/** A report's row locked: one dismissal at a time. */
export async function lockReport(db: DbOrTx, id: string) {
  const [row] = await db.select().from(collabReports).where(eq(collabReports.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function dismissReport(db: DbOrTx, id: string, by: string, now: Date): Promise<void> {
  await db.update(collabReports).set({ dismissedAt: now, dismissedBy: by }).where(eq(collabReports.id, id));
}
