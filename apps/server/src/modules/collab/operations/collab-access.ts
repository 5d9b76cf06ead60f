import { MESSAGES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { CollabRequestRow, UserRow } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { findUserRow } from '../../users/index.js';

/** Finding partners and sending requests is for approved accounts (docs/architecture.md#partners-by-consent). */
export async function requirePartner(app: FastifyInstance, userId: string): Promise<UserRow> {
  const user = await findUserRow(app.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.tokenInvalid);
  if (user.status !== 'APPROVED') throw new AppError('FORBIDDEN', MESSAGES.collabNeedsApproval);
  return user;
}

/** Whether the user is a party of the request: its sender, or its recipient unless it was silenced by a block. */
export function partyOf(row: CollabRequestRow, userId: string): 'SENT' | 'RECEIVED' | null {
  if (row.fromUser === userId) return 'SENT';
  if (row.toUser === userId && !row.silenced) return 'RECEIVED';
  return null;
}

/** The same 404 for a request that does not exist and for one the caller is no party of. */
export function requireParty(row: CollabRequestRow | null, userId: string, only?: 'SENT' | 'RECEIVED'): CollabRequestRow & { side: 'SENT' | 'RECEIVED' } {
  const side = row ? partyOf(row, userId) : null;
  if (!row || !side) throw new AppError('NOT_FOUND', MESSAGES.collabRequestMissing);
  if (only && side !== only) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  return { ...row, side };
}

/** An open request past its expiry reads as EXPIRED. */
export function statusOf(row: CollabRequestRow, now: Date): CollabRequestRow['status'] {
  return row.status === 'OPEN' && row.expiresAt <= now ? 'EXPIRED' : row.status;
}
