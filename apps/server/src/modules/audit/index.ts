/** The audit module's face: what other modules may call (docs/architecture.md#layers). */
export { recordAudit, recordAudits } from './audit.service.js';
export type { AuditAction, AuditEntry } from './audit.service.js';
