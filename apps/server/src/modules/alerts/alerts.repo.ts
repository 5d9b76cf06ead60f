import type { AlertFrequency } from '@portal/shared';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { alertDigests, type AlertSubscriptionRow, alertSubscriptions } from '../../db/schema/index.js';

export async function findSubscription(db: DbOrTx, userId: string): Promise<AlertSubscriptionRow | null> {
  const [row] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.userId, userId));
  return row ?? null;
}

/** The user's subscription locked until the transaction ends (a save, an unsubscribe and a digest wait for each other). */
export async function lockSubscription(db: DbOrTx, userId: string): Promise<AlertSubscriptionRow | null> {
  const [row] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.userId, userId)).for('update');
  return row ?? null;
}

export async function upsertSubscription(db: DbOrTx, values: typeof alertSubscriptions.$inferInsert): Promise<AlertSubscriptionRow> {
  const { userId: _userId, ...rest } = values;
  const [row] = await db
    .insert(alertSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: alertSubscriptions.userId, set: { ...rest, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/**
 * The next subscribers whose digest is due at `now`, locked until the transaction ends: FOR UPDATE SKIP
 * LOCKED, so another instance's pass takes other rows meanwhile; once this one commits, each row's
 * next_due_at has moved past `now` and none of them is due any more (alert_subscriptions_due_idx).
 */
export async function lockDueSubscriptions(db: DbOrTx, now: Date, limit: number): Promise<AlertSubscriptionRow[]> {
  return db
    .select()
    .from(alertSubscriptions)
    .where(and(isNotNull(alertSubscriptions.nextDueAt), lte(alertSubscriptions.nextDueAt, now)))
    .orderBy(asc(alertSubscriptions.nextDueAt), asc(alertSubscriptions.userId))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Claims each user's period (user, period is the key): answers the users whose claim is new. A period
 * already claimed (by another instance, or before a change of settings) is never sent again.
 */
export async function claimDigests(db: DbOrTx, claims: { userId: string; period: string; items: number }[]): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await db.insert(alertDigests).values(claims).onConflictDoNothing().returning({ userId: alertDigests.userId });
  return new Set(rows.map((r) => r.userId));
}

/** After a batch's digests (sent or empty): news is covered up to `until`, and each next digest is due at its frequency's next instant. */
export async function markCovered(db: DbOrTx, userIds: string[], until: Date, next: Record<AlertFrequency, Date>): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(alertSubscriptions)
    .set({
      coveredUntil: until,
      nextDueAt: sql`case ${alertSubscriptions.frequency} when 'DAILY' then ${next.DAILY.toISOString()}::timestamptz else ${next.WEEKLY.toISOString()}::timestamptz end`,
    })
    .where(inArray(alertSubscriptions.userId, userIds));
}

/** A user's claimed digests, newest first (the tests and the bench read them). */
export async function listDigests(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(alertDigests)
    .where(eq(alertDigests.userId, userId))
    .orderBy(sql`${alertDigests.createdAt} desc`);
}
