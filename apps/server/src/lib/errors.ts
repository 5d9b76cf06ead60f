import type { ApiFieldError, KeyedMessage, MessageParams } from '@portal/shared';
import { keyOfText, MESSAGES } from '@portal/shared';

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

/**
 * The one error a handler or service throws; the error handler turns it into the envelope. Its message
 * is a catalogue text: a plain constant (`MESSAGES.notFound`, its key found by its text) or, with places,
 * `keyed(key, params)`; either way the answer carries the key and the values (decision 228).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly key: string | undefined;
  readonly params: MessageParams | undefined;
  readonly errors: ApiFieldError[] | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string | KeyedMessage,
    errors?: ApiFieldError[],
    /** What the client needs to resolve the error (a draft's 409: the current version, decision 151). */
    readonly data?: unknown,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.statusCode = STATUS_BY_CODE[code];
    this.key = typeof message === 'string' ? keyOfText(message) : message.key;
    this.params = typeof message === 'string' ? undefined : message.params;
    this.errors = errors?.map(withKey);
  }
}

/** A field error with the key of its catalogue text, where it is one. */
export function withKey(error: ApiFieldError): ApiFieldError {
  if (error.key) return error;
  const key = keyOfText(error.message);
  return key ? { ...error, key } : error;
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
  return issues.map((i) => withKey({ path: [part, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))], message: i.message }));
}
