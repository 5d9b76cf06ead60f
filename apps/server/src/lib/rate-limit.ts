import { createHash } from 'node:crypto';
import { fillMessage, MESSAGES } from '@portal/shared';
import { lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './errors.js';
import { deleteInBatches } from './sql.js';

export const HOUR_MS = 3_600_000;

/**
 * A fixed-window counter per key, kept in the database (the `rate_limits` table), so every server
 * instance on one database counts the same hits: two instances give no one twice the tries
 * (decision 165; it replaces the per-instance memory of decision 006). A hit is one atomic upsert
 * (one round trip); the stored key is a hash of the limiter's name and the key. Ended windows are
 * deleted by housekeeping (`rateLimitRetentionTasks`).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** Names the limiter in the shared table: two limiters never share a count. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private stored(key: string): string {
    return createHash('sha256').update(`${this.name}\n${key}`).digest('base64url');
  }

  /**
   * Counts one hit; throws 429 once the key is over its limit for the current window. Inside a
   * transaction pass it as `tx` (on PGlite a query outside an open transaction waits for it to end).
   */
  async hit(key: string, message: string, tx: DbOrTx = this.db): Promise<void> {
    const rows = await tx.execute<{ count: number; wait: number }>(sql`
      insert into ${rateLimits} as r (key, count, reset_at)
      values (${this.stored(key)}, 1, now() + make_interval(secs => ${this.windowMs / 1000}))
      on conflict (key) do update set
        count = case when r.reset_at <= now() then 1 else r.count + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning r.count as count, ceil(extract(epoch from r.reset_at - now()))::int as wait`);
    const row = rowsOf<{ count: number; wait: number }>(rows)[0]!;
    if (row.count > this.max) {
      throw new AppError('TOO_MANY_REQUESTS', fillMessage(MESSAGES.tryAgainIn, { message, wait: formatWait(Math.max(1, row.wait)) }));
    }
  }

  /** Whether the key has used its whole limit in the current window (the next hit would be refused); counts nothing. */
  async spent(key: string): Promise<boolean> {
    const rows = await this.db.execute<{ spent: boolean }>(
      sql`select true as spent from ${rateLimits} where key = ${this.stored(key)} and reset_at > now() and count >= ${this.max}`,
    );
    return rowsOf(rows).length > 0;
  }

  /** Forgets a key's count, e.g. once its owner has proven who they are. */
  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from ${rateLimits} where key = ${this.stored(key)}`);
  }
}

/** `db.execute` answers an array on postgres-js and `{ rows }` on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Deletes the ended windows of every limiter. */
export function deleteEndedRateLimits(db: Db): Promise<number> {
  return deleteInBatches(db, rateLimits, rateLimits.key, lt(rateLimits.resetAt, sql`now()`));
}

export const rateLimitRetentionTasks = [{ name: 'ended rate-limit windows', run: deleteEndedRateLimits }] as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
