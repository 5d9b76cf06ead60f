import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { ChallengeRow } from '../../../db/schema/index.js';
import type { UploadedFile } from '../../../lib/uploads.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { recordAudit } from '../../audit/index.js';

/** What creating and editing a challenge share: the audit snapshot, the document's storage, the audit row. */

type ChallengeAuditAction = 'CHALLENGE_CREATED' | 'CHALLENGE_UPDATED';

/** What the audit log keeps of a challenge: its fields and which file is its document. */
export function snapshot(row: ChallengeRow) {
  return {
    title: row.title,
    summary: row.summary,
    focusArea: row.focusArea,
    applicationDeadline: row.applicationDeadline,
    status: row.status,
    docFileId: row.docFileId,
  };
}

export function storeDoc(app: FastifyInstance, tx: DbOrTx, admin: SessionUser, doc: UploadedFile): Promise<string> {
  return app.storage.put(tx, { ownerId: admin.id, purpose: 'challengeDoc', originalName: doc.fileName, contentType: doc.contentType, data: doc.data });
}

export function auditChallenge(
  tx: DbOrTx,
  admin: SessionUser,
  action: ChallengeAuditAction,
  challengeId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  return recordAudit(tx, { actorId: admin.id, action, entityType: 'challenge', entityId: challengeId, before, after });
}
