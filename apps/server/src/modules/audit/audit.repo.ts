import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { auditHooks } from './audit-hooks.js';

/**
 * Every action the audit log records, with the kind of record it concerns. A new audited change adds
 * its name here first, so the log's vocabulary is one list. Names are stored as written: rename none.
 */
export const AUDIT_ACTIONS = {
  USER_STATUS_CHANGED: 'user',
  // Asked of a profile (entity 'user') or about a proposal (entity 'proposal').
  CLARIFICATION_REQUESTED: ['user', 'proposal'],
  // A proposal's thread: an applicant's reply (the actor), an admin closing it.
  CLARIFICATION_REPLIED: 'proposal',
  CLARIFICATION_CLOSED: 'proposal',
  CHALLENGE_CREATED: 'challenge',
  CHALLENGE_UPDATED: 'challenge',
  PROPOSAL_CREATED: 'proposal',
  // The applicant's edit: before/after hold only the columns that changed.
  PROPOSAL_UPDATED: 'proposal',
  PROPOSAL_STATUS_CHANGED: 'proposal',
  // A named person said they are not part of it; the actor is that person.
  PROPOSAL_COLLABORATOR_LEFT: 'proposal',
  // An upload clamd found infected (entity: the uploader), and a stored file a rescan quarantined.
  UPLOAD_MALWARE_REFUSED: 'user',
  FILE_QUARANTINED: 'file',
  // The funded project of an approved funding proposal (modules/projects): entity the proposal; `after.summary` is what the history shows.
  PROJECT_SET_UP: 'proposal',
  OVERLAP_VERDICT_RECORDED: 'proposal',
  PROJECT_AGREEMENT_UPLOADED: 'proposal',
  // The grantee's public summary saved (a new version), and the admin's approval of a version.
  PROJECT_SUMMARY_SAVED: 'proposal',
  PROJECT_SUMMARY_APPROVED: 'proposal',
  // The grantees' outputs (papers, patents, pilots, products) listed or taken off (decision 263).
  PROJECT_OUTPUT_ADDED: 'proposal',
  PROJECT_OUTPUT_REMOVED: 'proposal',
  PROJECT_TRANCHE_RELEASED: 'proposal',
  // A release's date or reference corrected, or the release reversed, each with the admin's reason.
  PROJECT_TRANCHE_CORRECTED: 'proposal',
  PROJECT_TRANCHE_REVERSED: 'proposal',
  // The proposal left APPROVED (its unreleased tranches cancelled), or came back to it.
  PROJECT_WITHDRAWN: 'proposal',
  PROJECT_REINSTATED: 'proposal',
  PROJECT_REPORT_SUBMITTED: 'proposal',
  PROJECT_REPORT_REVIEWED: 'proposal',
  // Housekeeping's reminder of a report due in a week; no actor.
  PROJECT_REMINDER_SENT: 'proposal',
  // A draft started on the server (its saves are PROPOSAL_UPDATED, its submission PROPOSAL_CREATED).
  PROPOSAL_DRAFT_CREATED: 'proposal',
  PROPOSAL_DRAFT_DELETED: 'proposal',
  // Peer review (docs/architecture.md#peer-review): an admin granted or removed the reviewer role.
  USER_ROLES_CHANGED: 'user',
  // A reviewer saved their profile (its load and affiliations kept: affiliations join the conflict rules).
  REVIEWER_PROFILE_SAVED: 'user',
  // Steps of a proposal's review; `after.summary` says who and what, for the admin's history.
  REVIEWER_ASSIGNED: 'proposal',
  REVIEWER_WITHDRAWN: 'proposal',
  REVIEWER_RELEASED: 'proposal',
  REVIEW_DECLARED: 'proposal',
  REVIEW_CONFLICT_DECLARED: 'proposal',
  // An invitation declined by the reviewer, or left unanswered past its respond-by day (no actor).
  REVIEW_DECLINED: 'proposal',
  REVIEW_EXPIRED: 'proposal',
  REVIEW_SUBMITTED: 'proposal',
  REVIEW_CORRECTED: 'proposal',
  // Evaluation rounds (docs/architecture.md#evaluation-rounds): entity the round; `after` holds what changed.
  ROUND_CREATED: 'round',
  ROUND_UPDATED: 'round',
  // A Challenge Method round's cut-off after its challenge's deadline moved (decision 273): moved, or kept once passed.
  ROUND_FOLLOWED_DEADLINE: 'round',
  ROUND_MEETING_RECORDED: 'round',
  ROUND_DECISION_RECORDED: 'round',
  ROUND_RELEASED: 'round',
  // The minutes locked: `after.sha256` is the checksum of the PDF stored with the round.
  ROUND_MINUTES_LOCKED: 'round',
} as const satisfies Record<string, AuditEntityType | readonly AuditEntityType[]>;

export type AuditEntityType = 'user' | 'proposal' | 'challenge' | 'file' | 'round';
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

/** Many entries in one insert (a round's release audits every proposal it decides). */
export async function insertAudits(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries);
}

export type AuditTrailRow = {
  id: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorRoles: string[] | null;
};

/**
 * One record's trail, newest first, a page at a time, with each actor's name and roles (the users
 * module's fragment, a look-up by its primary key; decision 282), served by audit_log_entity_idx.
 * `actions` bounds what is read to the names the caller shows.
 */
export async function listAuditTrail(
  db: DbOrTx,
  entity: { type: AuditEntityType; id: string; actions: readonly AuditAction[] },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditTrailRow[]; total: number }> {
  const where = and(eq(auditLog.entityType, entity.type), eq(auditLog.entityId, entity.id), inArray(auditLog.action, [...entity.actions]));
  const actor = auditHooks().actorHeadSql(auditLog.actorId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorName: actor.name,
        actorRoles: actor.roles,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
