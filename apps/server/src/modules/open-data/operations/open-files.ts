import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { API_PREFIX, OPEN_DATA_API, OPEN_DATA_LICENCE, OPEN_FILE_NAMES, type OpenDataIndex, type OpenFileName } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { singleFlight, type SingleFlight } from '../../../lib/single-flight.js';
import { openGrants, publicDataVersionGate, type PublicDataVersionGate } from '../../projects/index.js';
import { giftGrant, grantsCsv, transactionsCsv } from '../open-data.view.js';

/**
 * A generated file: its body and its gzip form, made once with the file (compressing megabytes on every
 * request would cost more than serving them), each with its strong ETag (the SHA-256 of the body; the
 * gzip form's marked as such), its media type and how many records it holds.
 */
export type OpenFile = { name: OpenFileName; body: Buffer; gzip: Buffer; type: string; sha256: string; etag: string; gzipEtag: string; records: number };

const gzipped = promisify(gzip);
export type OpenFiles = { version: number; generatedAt: string; files: Record<OpenFileName, OpenFile> };

const PATH_OF: Record<OpenFileName, string> = {
  'grants.json': OPEN_DATA_API.grantsJson,
  'grants.csv': OPEN_DATA_API.grantsCsv,
  'transactions.csv': OPEN_DATA_API.transactionsCsv,
};
export const openFilePath = (name: OpenFileName) => `${API_PREFIX}${PATH_OF[name]}`;

async function fileOf(name: OpenFileName, text: string, type: string, records: number): Promise<OpenFile> {
  const body = Buffer.from(text, 'utf8');
  const sha256 = createHash('sha256').update(body).digest('hex');
  return { name, body, gzip: await gzipped(body), type, sha256, etag: `"${sha256}"`, gzipEtag: `"${sha256}-gzip"`, records };
}

/** The files from ONE query of the projects' public rows (architecture "In the open"). */
async function generate(app: FastifyInstance, version: number): Promise<OpenFiles> {
  const records = await openGrants(app);
  const grants = records.map((r) => giftGrant(r, (path) => app.mailer.url(path)));
  const tranches = records.reduce((n, r) => n + r.tranches.length, 0);
  return {
    version,
    generatedAt: new Date().toISOString(),
    files: {
      'grants.json': await fileOf('grants.json', JSON.stringify({ grants }), 'application/json; charset=utf-8', grants.length),
      'grants.csv': await fileOf('grants.csv', grantsCsv(grants), 'text/csv; charset=utf-8', grants.length),
      'transactions.csv': await fileOf('transactions.csv', transactionsCsv(records), 'text/csv; charset=utf-8', tranches),
    },
  };
}

/** The files last generated and the generation under way, against the version the gate gives (one per app). */
type Cache = { gate: PublicDataVersionGate; files: SingleFlight<OpenFiles> };
const caches = new WeakMap<FastifyInstance, Cache>();

function cacheOf(app: FastifyInstance): Cache {
  const cache = caches.get(app);
  if (!cache) throw new Error('the open-data files are served before keepOpenFilesFresh set their cache up');
  return cache;
}

/**
 * Sets up the files' cache, its version read through the projects' gate: trusted for `freshMs` (decision
 * 298), each change of the public data, announced at its commit to every instance, making the next request
 * read it again at once. Answers the function that stops listening (on close).
 */
export async function keepOpenFilesFresh(app: FastifyInstance, freshMs: number): Promise<() => Promise<void>> {
  const gate = await publicDataVersionGate(app, { freshMs });
  caches.set(app, { gate, files: singleFlight<OpenFiles>() });
  return gate.close;
}

/**
 * The open-data files, cached against the version of the projects' public data (decision 259): a call
 * takes the version the gate gives (the one known while it is fresh and no change was announced since,
 * decision 298, or one read after the call's arrival); it regenerates only when the version moved, so
 * every instance serves what the database holds after any change is committed. The version is read
 * BEFORE the rows: a file is never older than the version it is kept under (a change committed in between
 * only costs one more generation). Calls that meet a generation under way for their version share it.
 */
export async function openFiles(app: FastifyInstance): Promise<OpenFiles> {
  const { gate, files } = cacheOf(app);
  const version = await gate.version();
  return files.get(version, () => generate(app, version));
}

/** `GET /open/index.json`: each file's address, media type, size, record count and SHA-256, and when they were generated. */
export async function openDataIndex(app: FastifyInstance): Promise<OpenDataIndex> {
  const { generatedAt, files } = await openFiles(app);
  return {
    generatedAt,
    licence: { ...OPEN_DATA_LICENCE },
    files: OPEN_FILE_NAMES.map((name) => {
      const f = files[name];
      return { name, url: openFilePath(name), mediaType: f.type, bytes: f.body.length, records: f.records, sha256: f.sha256 };
    }),
  };
}
