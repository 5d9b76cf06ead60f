/**
 * What the log keeps of an error. A failed query's message and `detail` quote its SQL parameters
 * (password hashes, e-mail addresses, phone numbers, mailed codes), so a database error is logged by
 * its SQLSTATE, constraint and statement kind only; other errors keep their message and stack.
 */
export function describeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { errorName: typeof err };
  const e = err as Error & { code?: unknown; query?: unknown; cause?: unknown };
  if (typeof e.query === 'string') {
    const cause = (e.cause ?? {}) as DatabaseErrorFields & { name?: unknown };
    return { errorName: e.name, query: statementName(e.query), sqlState: cause.code, constraint: constraintOf(cause), cause: cause.name };
  }
  if ('severity' in e || 'routine' in e) {
    const db = e as DatabaseErrorFields;
    return { errorName: e.name, sqlState: db.code, constraint: constraintOf(db), table: db.table ?? db.table_name };
  }
  // `code` is a redacted key (mailed codes), so the error's code travels as errorCode.
  return { errorName: e.name, errorCode: e.code, message: e.message, stack: e.stack };
}

/** PGlite names them as node-postgres does; postgres.js adds `_name`. */
type DatabaseErrorFields = { code?: unknown; constraint?: unknown; constraint_name?: unknown; table?: unknown; table_name?: unknown };
const constraintOf = (e: DatabaseErrorFields) => e.constraint ?? e.constraint_name;

/** "insert users", "select refresh_tokens": the statement's verb and first table, never its values. */
export function statementName(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}
