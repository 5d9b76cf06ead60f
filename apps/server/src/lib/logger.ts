import type { FastifyBaseLogger } from 'fastify';

export type Logger = FastifyBaseLogger;

/** Keys whose values never reach the log: credentials, tokens and mailed codes. */
const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'refreshToken', 'code'];

/** The objects a log call may carry secrets inside (a request body, a user, an error…). */
const CONTAINERS = ['body', 'data', 'input', 'user', 'err', 'query', 'params'];

/**
 * Paths that never reach the log. They are spelled out rather than written as `*.password`: a
 * path that starts with a wildcard is applied to every binding of every child logger, which is one
 * per request, and cost the health check about 4% of its request rate (decision 031).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  ...SECRET_KEYS,
  ...CONTAINERS.flatMap((container) => SECRET_KEYS.map((key) => `${container}.${key}`)),
];
