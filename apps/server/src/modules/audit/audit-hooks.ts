import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * What the audit module asks of the users module, which records its steps here and so cannot be imported by it
 * (no import cycles between modules, decision 222; one upward-call mechanism, decision 274). app.ts wires it
 * once, at startup, from the users face.
 */
export interface AuditHooks {
  /** users: the actor's name and roles beside a history entry, correlated on its id (a column of the caller's query; decision 282). */
  actorHeadSql(userId: AnyColumn | SQL): { name: SQL<string | null>; roles: SQL<string[] | null> };
}

let wired: AuditHooks | null = null;

/** Called once by app.ts at startup. */
export function registerAuditHooks(hooks: AuditHooks): void {
  wired = hooks;
}

export function auditHooks(): AuditHooks {
  if (!wired) throw new Error('The audit module is not wired: app.ts calls registerAuditHooks at startup.');
  return wired;
}
