import type { Challenge, ChallengeCreateInput } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from '../../../lib/uploads.js';
import type { SessionUser } from '../../../plugins/auth.js';
import * as repo from '../challenges.repo.js';
import { auditChallenge, snapshot, storeDoc } from './challenge-changes.js';
import { getChallenge } from './challenge-details.js';

/** The committee (an admin) publishes a challenge, with its document if one is sent. */
export async function createChallenge(
  app: FastifyInstance,
  admin: SessionUser,
  input: ChallengeCreateInput,
  doc: UploadedFile | undefined,
): Promise<Challenge> {
  const id = await app.db.transaction(async (tx) => {
    const docFileId = doc ? await storeDoc(app, tx, admin, doc) : null;
    const row = await repo.insertChallenge(tx, { ...input, docFileId, createdBy: admin.id });
    await auditChallenge(tx, admin, 'CHALLENGE_CREATED', row.id, null, snapshot(row));
    return row.id;
  });
  return getChallenge(app, id);
}
