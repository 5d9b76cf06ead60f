import type { ApiFieldError } from '@portal/shared';
import { MESSAGES } from '@portal/shared';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

/** The one error a handler or service throws; the error handler turns it into the envelope. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: ApiFieldError[],
    /** What the client needs to resolve the error (a draft's 409: the current version, decision 151). */
    readonly data?: unknown,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

/**
 * The one way a handler or service refuses input with a 400: the catalogue's "validation failed" and
 * the failing fields, shaped as a schema failure is, so the client shows each under its field.
 */
export function validationError(errors: ApiFieldError[]): AppError {
  return new AppError('BAD_REQUEST', MESSAGES.validationFailed, errors);
}

/** A schema's issues as field errors under one part of the request (`body`, `query`, `params`). */
export function issuesAt(part: 'body' | 'query' | 'params' | 'headers', issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiFieldError[] {
  return issues.map((i) => ({ path: [part, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))], message: i.message }));
}
