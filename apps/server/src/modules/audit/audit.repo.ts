import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/**
 * Every action the audit log records, with the kind of record it concerns. A new audited change adds
 * its name here first, so the log's vocabulary is one list. Names are stored as written: rename none.
 */
export const AUDIT_ACTIONS = {
  USER_STATUS_CHANGED: 'user',
  // Asked of a profile (entity 'user') or about a proposal (entity 'proposal').
  CLARIFICATION_REQUESTED: ['user', 'proposal'],
  CHALLENGE_CREATED: 'challenge',
  CHALLENGE_UPDATED: 'challenge',
  PROPOSAL_STATUS_CHANGED: 'proposal',
} as const satisfies Record<string, AuditEntityType | readonly AuditEntityType[]>;

export type AuditEntityType = 'user' | 'proposal' | 'challenge';
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The entity types an action may name (a single one, or one of a list). */
export type AuditEntityOf<A extends AuditAction> = A extends AuditAction
  ? (typeof AUDIT_ACTIONS)[A] extends readonly (infer T)[]
    ? T
    : (typeof AUDIT_ACTIONS)[A]
  : never;

export type AuditEntry<A extends AuditAction = AuditAction> = {
  actorId: string | null;
  action: A;
  entityType: AuditEntityOf<A>;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export async function insertAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
