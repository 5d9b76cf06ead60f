/**
 * The audit module's face: the only file another module imports (docs/architecture.md#modules).
 * Every module records its steps in the history here.
 */
export { type AuditAction, type AuditEntry, auditTrail, type AuditEntityOf, type AuditTrailRow, recordAudit, recordAudits } from './audit.service.js';
export { type AuditHooks, registerAuditHooks } from './audit-hooks.js';
export { isRealDecision } from './decisions.js';
