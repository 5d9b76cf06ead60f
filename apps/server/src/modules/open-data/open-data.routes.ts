import { OPEN_DATA_API, type OpenFileName } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notModified } from '../../lib/etag.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { keepOpenFilesFresh, openDataIndex, openFiles } from './operations/open-files.js';

/**
 * Open data is for anyone, from any site: no credential, readable cross-origin, and cacheable by any
 * cache that asks again first (the ETag answers 304 while the data is unchanged).
 */
const OPEN_HEADERS = {
  'cache-control': 'public, no-cache',
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** Whether the caller takes gzip (the file's stored gzip form is sent as it is; nothing is compressed per request). */
const takesGzip = (request: FastifyRequest) => /\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(String(request.headers['accept-encoding'] ?? ''));

const ATTACHMENT: Partial<Record<OpenFileName, string>> = {
  'grants.csv': 'attachment; filename="grants.csv"',
  'transactions.csv': 'attachment; filename="transactions.csv"',
};

/**
 * The open-data files (architecture "In the open"): a 360Giving data package and its CSV forms, and
 * their index with checksums. Generated from one query, cached until the projects' public data changes
 * (decision 259); the version of that data is trusted for `versionFreshMs` unless a change is announced
 * (decision 298).
 */
export async function openDataRoutes(app: FastifyInstance, opts: { versionFreshMs: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stop = await keepOpenFilesFresh(app, opts.versionFreshMs);
  app.addHook('onClose', async () => stop().catch(() => undefined));

  const serve = (name: OpenFileName, path: string, type: string) =>
    r.get(path, { config: { openapi: { answers: { 200: type, 304: type } } } }, async (request, reply: FastifyReply) => {
      const file = (await openFiles(app)).files[name];
      const gzip = takesGzip(request);
      reply
        .headers(OPEN_HEADERS)
        .header('vary', 'accept-encoding')
        .header('etag', gzip ? file.gzipEtag : file.etag);
      if (notModified(request, [file.etag, file.gzipEtag])) return reply.code(304).send();
      if (ATTACHMENT[name]) reply.header('content-disposition', ATTACHMENT[name]);
      if (gzip) return reply.type(file.type).header('content-encoding', 'gzip').send(file.gzip);
      return reply.type(file.type).send(file.body);
    });
  serve('grants.json', OPEN_DATA_API.grantsJson, 'application/json');
  serve('grants.csv', OPEN_DATA_API.grantsCsv, 'text/csv');
  serve('transactions.csv', OPEN_DATA_API.transactionsCsv, 'text/csv');

  r.get(OPEN_DATA_API.index, { config: { openapi: { answers: { 200: 'application/json' } } } }, async (_request, reply) =>
    reply.headers(OPEN_HEADERS).send(await openDataIndex(app)),
  );
}
