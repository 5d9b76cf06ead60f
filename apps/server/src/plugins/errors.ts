import type { ApiErrorBody, ApiFieldError } from '@portal/shared';
import { keyOfText, MESSAGES } from '@portal/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeIfBodyUnread } from '../lib/connection.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { AppError, issuesAt } from '../lib/errors.js';
import { describeError } from '../lib/log-error.js';
import { isStorageFull } from '../lib/storage-full.js';
import { SchemaValidationError } from './validation.js';

type ValidationContext = 'body' | 'query' | 'params' | 'headers' | 'querystring';

function toFieldErrors(err: SchemaValidationError, context: ValidationContext): ApiFieldError[] {
  const part = context === 'querystring' ? 'query' : context;
  return issuesAt(part, err.issues);
}

/** One error path: AppError, schema failures and framework errors become the envelope; 5xx say nothing inside. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError & { validationContext?: ValidationContext }, request, reply) => {
      let status = 500;
      let body: ApiErrorBody = { status: 'error', message: MESSAGES.internalError, key: 'internalError' };

      if (error instanceof AppError) {
        status = error.statusCode;
        body = {
          status: 'error',
          message: error.message,
          ...(error.key ? { key: error.key } : {}),
          ...(error.params ? { params: error.params } : {}),
          ...(error.errors ? { errors: error.errors } : {}),
          ...(error.data !== undefined ? { data: error.data } : {}),
        };
      } else if (isDatabaseUnavailable(error)) {
        // The database restarting or out of reach: the request can be sent again, as the health check says.
        status = 503;
        body = { status: 'error', message: MESSAGES.databaseUnavailable, key: 'databaseUnavailable' };
      } else if (isStorageFull(error)) {
        // The disk is full: the request's transaction was rolled back, nothing of it is stored (507).
        status = 507;
        body = { status: 'error', message: MESSAGES.storageFull, key: 'storageFull' };
      } else if (error instanceof SchemaValidationError) {
        status = 400;
        body = {
          status: 'error',
          message: MESSAGES.validationFailed,
          key: 'validationFailed',
          errors: toFieldErrors(error, error.validationContext ?? 'body'),
        };
      } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        status = 400;
        body = { status: 'error', message: MESSAGES.malformedJson, key: 'malformedJson' };
      } else if (error.statusCode === 429) {
        status = 429;
        const message = error.message || MESSAGES.tooManyRequests;
        const key = keyOfText(message);
        body = { status: 'error', message, ...(key ? { key } : {}) };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Framework client errors (unsupported media type, body too large…): their messages are safe to show.
        status = error.statusCode;
        const key = keyOfText(error.message);
        body = { status: 'error', message: error.message, ...(key ? { key } : {}) };
      }

      if (status === 503 && body.key === 'databaseUnavailable') request.log.warn({ err: describeError(error) }, 'database unavailable: request refused');
      else if (status === 507) request.log.error({ err: describeError(error) }, 'storage full: request refused');
      else if (status >= 500) request.log.error({ err: describeError(error) }, 'request failed');
      else request.log.info({ statusCode: status, errorCode: error.code ?? (error as Error).name }, error.message);
      closeIfBodyUnread(request, reply);
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
