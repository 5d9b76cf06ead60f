import type { DbOrTx } from '../../db/client.js';
import { type AuditAction, type AuditEntry, insertAudit } from './audit.repo.js';

export type { AuditAction, AuditEntityOf, AuditEntry } from './audit.repo.js';

/**
 * Records an audited change. Pass the transaction that makes the change, so the record exists exactly
 * when the change does.
 */
export async function recordAudit<A extends AuditAction>(tx: DbOrTx, entry: AuditEntry<A>): Promise<void> {
  await insertAudit(tx, entry);
}
