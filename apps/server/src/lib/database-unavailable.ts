/**
 * Whether an error means the database could not be reached or went away mid-request (restarting, stopped,
 * the connection lost), as against a refused statement: such a request is answered 503, as the health
 * check says `degraded`, and can be sent again (docs/operations.md#postgresql-restarts).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (CONNECTION_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), and 57P01–57P03: the server shutting down or starting up.
    if (/^08\w{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03') return true;
  }
  return false;
}

/** postgres.js's and Node's codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
