import { MESSAGES } from '@portal/shared';
import type { Challenge, ChallengeUpdateInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { challengeHooks } from '../challenge-hooks.js';
import * as repo from '../challenges.repo.js';
import { auditChallenge, snapshot, storeDoc } from './challenge-changes.js';
import { getChallenge } from './challenge-details.js';

/** Changes the fields sent; a new document replaces the old one, which is deleted so its links stop working. */
export async function updateChallenge(
  app: FastifyInstance,
  admin: SessionUser,
  id: string,
  input: ChallengeUpdateInput,
  doc: UploadedFile | undefined,
): Promise<Challenge> {
  await app.db.transaction(async (tx) => {
    const before = await repo.lockChallenge(tx, id);
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.challengeNotFound);
    const changes: Partial<repo.ChallengeInsert> = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (doc) changes.docFileId = await storeDoc(app, tx, admin, doc);
    const after = (await repo.updateChallenge(tx, id, { ...changes, updatedAt: new Date() }))!;
    if (doc && before.docFileId) await app.storage.remove(tx, before.docFileId);
    await auditChallenge(tx, admin, 'CHALLENGE_UPDATED', id, snapshot(before), snapshot(after));
    // Its Challenge Method round follows the new deadline while open (decision 273).
    if (before.applicationDeadline !== after.applicationDeadline)
      await challengeHooks().deadlineChanged(tx, admin.id, id, before.applicationDeadline, after.applicationDeadline);
  });
  return getChallenge(app, id);
}
