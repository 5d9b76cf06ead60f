import type { FastifyBaseLogger } from 'fastify';

export type Logger = FastifyBaseLogger;

/** Paths that never reach the log: credentials, tokens, codes and personal documents. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'password',
  'token',
  'refreshToken',
  'code',
  '*.password',
  '*.token',
  '*.refreshToken',
  '*.code',
];
