import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { refreshTokens, verificationCodes } from '../../db/schema/index.js';
import { deleteInBatches } from '../../lib/sql.js';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

/** The newest code of a purpose for a user, spent or not. */
export async function latestCode(db: DbOrTx, userId: string, purpose: CodePurpose) {
  const [code] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return code ?? null;
}

/** Issues a new code and retires the earlier live ones of the same purpose. */
export async function replaceCode(db: DbOrTx, userId: string, purpose: CodePurpose, codeHash: string, expiresAt: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
  await db.insert(verificationCodes).values({ userId, purpose, codeHash, expiresAt });
}

export async function countWrongAttempt(db: DbOrTx, codeId: string) {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId));
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: DbOrTx, codeId: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

export async function insertRefreshToken(db: DbOrTx, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * Marks a refresh token used by a client at `at`; false when it was already used (a race or a replay).
 * `at` is the instance's clock, as the reuse grace that reads it back is (decision 295): the database's
 * `now()` here, against `Date.now()` there, refused every second tab once the two clocks drifted apart.
 */
export async function spendRefreshToken(db: DbOrTx, id: string, client: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at, usedByClient: client })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: DbOrTx, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Refresh tokens past their expiry, which `refreshSession` refuses before reading anything else of them.
 * Their expiry is on the instance's clock, so it is compared with the instance's clock (decision 295).
 */
export function deleteExpiredRefreshTokens(db: Db, now: Date = new Date()): Promise<number> {
  return deleteInBatches(db, refreshTokens, refreshTokens.id, lt(refreshTokens.expiresAt, now));
}

/**
 * Codes past their expiry: checking one refuses it as it would a missing one, and the resend interval
 * (a minute) is far shorter than a code's life (ten minutes), so neither reads them again.
 */
export function deleteExpiredCodes(db: Db, now: Date = new Date()): Promise<number> {
  // On the instance's clock, as the expiry was set and is checked: the database's `now()` deleted the
  // fresh codes of an instance whose clock was behind it (decision 295).
  return deleteInBatches(db, verificationCodes, verificationCodes.id, lt(verificationCodes.expiresAt, now));
}
