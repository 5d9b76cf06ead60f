import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { API_PREFIX, OPEN_DATA_API, OPEN_DATA_LICENCE, OPEN_FILE_NAMES, type OpenDataIndex, type OpenFileName } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { openGrants, publicDataVersion, watchPublicData } from '../../projects/index.js';
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

type Cache = {
  current: OpenFiles | null;
  pending: Promise<OpenFiles> | null;
  pendingVersion: number;
  reading: Promise<number> | null;
  nextRead: Promise<number> | null;
  /** How long a version read is trusted (decision 298); 0: never, each request reads it. */
  freshMs: number;
  /** The last version read and when its read began, while no change has been announced since. */
  known: { version: number; at: number } | null;
  /** Raised by each announced change: a read begun before it is not trusted after it. */
  changes: number;
};

/**
 * The version, read by one query for many requests at once: a request joins the next read to start,
 * never one already under way (which could have begun before a change the request must see), so each
 * request still reads a version from after its arrival, and a burst costs one query per round trip.
 * The version read is kept as known from the moment its read began, unless a change was announced
 * meanwhile.
 */
function readVersion(app: FastifyInstance, c: Cache): Promise<number> {
  if (!c.reading) {
    const at = performance.now();
    const changes = c.changes;
    const reading = publicDataVersion(app)
      .then((version) => {
        if (c.changes === changes && (!c.known || c.known.at <= at)) c.known = { version, at };
        return version;
      })
      .finally(() => {
        if (c.reading === reading) c.reading = null;
      });
    c.reading = reading;
    return reading;
  }
  if (!c.nextRead) {
    c.nextRead = c.reading
      .catch(() => undefined)
      .then(() => {
        c.nextRead = null;
        return readVersion(app, c);
      });
  }
  return c.nextRead;
}
const caches = new WeakMap<FastifyInstance, Cache>();

function cacheOf(app: FastifyInstance): Cache {
  let cache = caches.get(app);
  if (!cache) {
    cache = { current: null, pending: null, pendingVersion: -1, reading: null, nextRead: null, freshMs: 0, known: null, changes: 0 };
    caches.set(app, cache);
  }
  return cache;
}

/**
 * Trusts the version read for `freshMs` (decision 298): each change of the public data, announced at its
 * commit by the projects module to every instance, makes the next request read it again at once; a
 * change whose announcement was lost (the listening connection reconnecting) is seen at most `freshMs`
 * after its commit. Answers the function that stops listening (on close).
 */
export async function keepOpenFilesFresh(app: FastifyInstance, freshMs: number): Promise<() => Promise<void>> {
  const cache = cacheOf(app);
  const stop = await watchPublicData(app, () => {
    cache.changes++;
    cache.known = null;
  });
  cache.freshMs = freshMs;
  return stop;
}

/**
 * The open-data files, cached against the version of the projects' public data (decision 259): a call
 * takes the version it knows while that is fresh and no change was announced since (decision 298),
 * or reads it (one row); it regenerates only when the version moved, so every instance serves what the
 * database holds after any change is committed. The version is read BEFORE the rows: a file is never
 * older than the version it is kept under (a change committed in between only costs one more generation).
 * Calls that meet a generation under way share it.
 */
export async function openFiles(app: FastifyInstance): Promise<OpenFiles> {
  const cache = cacheOf(app);
  const known = cache.known;
  const version = known && performance.now() - known.at < cache.freshMs ? known.version : await readVersion(app, cache);
  if (cache.current?.version === version) return cache.current;
  if (cache.pending && cache.pendingVersion === version) return cache.pending;
  const c = cache;
  const pending = generate(app, version).then(
    (files) => {
      if (!c.current || c.current.version <= files.version) c.current = files;
      if (c.pending === pending) c.pending = null;
      return files;
    },
    (err: unknown) => {
      if (c.pending === pending) c.pending = null;
      throw err;
    },
  );
  c.pending = pending;
  c.pendingVersion = version;
  return pending;
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
