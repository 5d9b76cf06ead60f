import type { DbOrTx } from '../../db/client.js';
import { type AuditAction, type AuditEntry, insertAudit, insertAudits, listAuditTrail } from './audit.repo.js';

export type { AuditAction, AuditEntityOf, AuditEntry, AuditTrailRow } from './audit.repo.js';

/**
 * Records an audited change. Pass the transaction that makes the change, so the record exists exactly
 * when the change does.
 */
export async function recordAudit<A extends AuditAction>(tx: DbOrTx, entry: AuditEntry<A>): Promise<void> {
  await insertAudit(tx, entry);
}

/** A record's audited changes, newest first, a page at a time (`page` from 1). */
export function auditTrail(db: DbOrTx, entity: Parameters<typeof listAuditTrail>[1], page: { page: number; limit: number }): ReturnType<typeof listAuditTrail> {
  return listAuditTrail(db, entity, { limit: page.limit, offset: (page.page - 1) * page.limit });
}

/** Records many audited changes of one transaction in one insert. */
export async function recordAudits(tx: DbOrTx, entries: AuditEntry[]): Promise<void> {
  await insertAudits(tx, entries);
}
