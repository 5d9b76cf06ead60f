import { ACCOUNT_STORED_BYTES_MAX, ACCOUNT_UPLOADS_PER_HOUR, fillMessage, keyed, MESSAGES } from '@portal/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { RateLimiter } from '../../lib/rate-limit.js';
import { lockAccount } from '../users/index.js';

const HOUR_MS = 3600 * 1000;
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

/**
 * What one account may store (issue 24 item 7, decision 126): at most ACCOUNT_STORED_BYTES_MAX across its
 * profile documents and proposal files, and ACCOUNT_UPLOADS_PER_HOUR stored files an hour (counted in
 * the database across instances, as the other rate limits, decision 165). Challenge documents (admins') are not counted.
 */
export class UploadQuota {
  private readonly perHour: RateLimiter;

  constructor(db: Db, scale = 1) {
    this.perHour = new RateLimiter(db, 'files.uploadsPerHour', Math.ceil(ACCOUNT_UPLOADS_PER_HOUR * scale), HOUR_MS);
  }

  /** Before a body is read: an account that has spent its hour's uploads is refused without taking the file in. */
  async assertHourLeft(ownerId: string): Promise<void> {
    if (await this.perHour.spent(ownerId)) await this.perHour.hit(ownerId, this.hourlyMessage());
  }

  /**
   * Inside the transaction that stores `bytes` for the account, replacing the files `replacing`: the
   * account's row is locked first, so two uploads at once cannot both fit in the room left for one.
   */
  async charge(tx: DbOrTx, ownerId: string, bytes: number, replacing: string[] = []): Promise<void> {
    await lockAccount(tx, ownerId);
    const kept = replacing.length > 0 ? notInArray(files.id, replacing) : undefined;
    const [row] = await tx
      .select({ used: sql<string>`coalesce(sum(${files.size}), 0)` })
      .from(files)
      .where(and(eq(files.ownerId, ownerId), sql`${files.purpose} <> 'challengeDoc'`, kept));
    const used = Number(row?.used ?? 0);
    if (used + bytes > ACCOUNT_STORED_BYTES_MAX) {
      throw new AppError('PAYLOAD_TOO_LARGE', keyed('uploadQuotaBytes', { used: megabytes(used), max: megabytes(ACCOUNT_STORED_BYTES_MAX) }));
    }
    await this.perHour.hit(ownerId, this.hourlyMessage(), tx);
  }

  private hourlyMessage(): string {
    return fillMessage(MESSAGES.uploadQuotaHourly, { max: ACCOUNT_UPLOADS_PER_HOUR });
  }
}
