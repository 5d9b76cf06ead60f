import type { ApiFieldError } from '@portal/shared';

export type ErrorCode =
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_MANY_REQUESTS';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

/** The one error a handler or service throws; the error handler turns it into the envelope. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: ApiFieldError[],
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

/** A 400 naming one field, shaped like a schema failure so the client maps it under the field. */
export function fieldError(part: 'body' | 'query' | 'params', field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, [{ path: [part, field], message }]);
}
