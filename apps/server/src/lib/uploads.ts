import { fillMessage, MESSAGES, PROFILE_UPLOAD_MAX_BYTES } from '@portal/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../modules/audit/audit.service.js';
import { type ScanSession, ScannerUnavailableError } from './clamd.js';
import { AppError } from './errors.js';
import { isPdf } from './file-types.js';

export type UploadedFile = { field: string; fileName: string; data: Buffer; contentType: string };
export type MultipartResult = { fields: Record<string, string>; files: Map<string, UploadedFile> };

export type MultipartOptions = {
  /** The file fields accepted, at most one file each. */
  fileFields: readonly string[];
  /** The largest file accepted, in bytes: a file is refused (413) as soon as its stream passes this. */
  maxFileBytes: number;
  /** Judges a file by its bytes: its content type, or null to refuse it (415). */
  detectType: (data: Buffer) => string | null;
  /** The message of a 413 or 415. */
  refusal: string;
  /** Text fields: how many, and how many bytes each (a longer one is refused, never cut short). */
  maxFields?: number;
  maxFieldBytes?: number;
};

/** Text fields of a form: how many, and how long each may be. */
const DEFAULT_MAX_FIELDS = 40;
const DEFAULT_MAX_FIELD_BYTES = 4096;
/** Part headers and boundaries on top of the files and fields themselves. */
const ENVELOPE_BYTES = 64 * 1024;

/** The profile's documents: PDFs of at most 2 MB. */
export function readPdfMultipart(request: FastifyRequest, allowedFields: readonly string[]): Promise<MultipartResult> {
  return readMultipart(request, {
    fileFields: allowedFields,
    maxFileBytes: PROFILE_UPLOAD_MAX_BYTES,
    detectType: (data) => (isPdf(data) ? 'application/pdf' : null),
    refusal: MESSAGES.uploadRefused,
  });
}

const malformed = () => new AppError('BAD_REQUEST', MESSAGES.malformedMultipart);

/**
 * Reads a multipart body with every byte counted as it arrives. A file over its limit, or a body over
 * the sum of every allowed part, is refused at that moment: the rest is never read, and the reply
 * closes the connection (plugins/security.ts) instead of draining the sender's remaining bytes.
 */
export async function readMultipart(request: FastifyRequest, opts: MultipartOptions): Promise<MultipartResult> {
  // Names the file being read when it is known, so the form shows the refusal under that field.
  const tooLarge = (field?: string) => new AppError('PAYLOAD_TOO_LARGE', opts.refusal, field ? [{ path: ['body', field], message: opts.refusal }] : undefined);
  const { maxFields = DEFAULT_MAX_FIELDS, maxFieldBytes = DEFAULT_MAX_FIELD_BYTES } = opts;
  const maxBodyBytes = opts.fileFields.length * opts.maxFileBytes + maxFields * maxFieldBytes + ENVELOPE_BYTES;
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) throw tooLarge();

  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts({
      limits: {
        fileSize: opts.maxFileBytes + 1,
        files: opts.fileFields.length,
        fields: maxFields,
        fieldSize: maxFieldBytes,
        parts: maxFields + opts.fileFields.length,
      },
    });
  } catch {
    // No boundary, or not multipart at all.
    throw malformed();
  }

  // A chunked body has no declared length: count what arrives, and stop feeding the parser at the limit.
  const raw = request.raw;
  let received = 0;
  let refuse: (err: AppError) => void = () => undefined;
  const overflow = new Promise<never>((_, reject) => (refuse = reject));
  overflow.catch(() => undefined);
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBodyBytes) {
      stopReading();
      refuse(tooLarge());
    }
  };
  const stopReading = () => {
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
  };
  raw.on('data', count);
  const next = <T>(it: AsyncIterator<T>) => Promise.race([it.next(), overflow]);

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files = new Map<string, UploadedFile>();
  let scan: ScanSession | null = null;
  try {
    for (let step = await next(parts); !step.done; step = await next(parts)) {
      const part = step.value;
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!opts.fileFields.includes(part.fieldname)) {
        throw new AppError('BAD_REQUEST', fillMessage(MESSAGES.uploadUnexpectedField, { field: part.fieldname }), [
          { path: ['body', part.fieldname], message: fillMessage(MESSAGES.uploadAllowedFields, { fields: opts.fileFields.join(' or ') }) },
        ]);
      }
      if (files.has(part.fieldname)) {
        throw new AppError('BAD_REQUEST', MESSAGES.uploadOneFilePerDocument, [{ path: ['body', part.fieldname], message: MESSAGES.uploadAttachOne }]);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // With clamd configured, the file's bytes go to it as they arrive (docs/architecture.md#virus-scanning).
      scan = request.server.scanner?.start() ?? null;
      const stream = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      for (let chunk = await next(stream); !chunk.done; chunk = await next(stream)) {
        size += chunk.value.length;
        if (size > opts.maxFileBytes) {
          stopReading();
          part.file.destroy();
          throw tooLarge(part.fieldname);
        }
        chunks.push(chunk.value);
        scan?.write(chunk.value);
      }
      // The parser's own cut (one byte over the limit) ends the stream early: still too large.
      if ((part.file as { truncated?: boolean }).truncated) throw tooLarge(part.fieldname);
      const data = Buffer.concat(chunks);
      const contentType = opts.detectType(data);
      if (!contentType) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', opts.refusal, [{ path: ['body', part.fieldname], message: opts.refusal }]);
      }
      const fileName = sanitizeFileName(part.filename);
      if (scan) await judge(request, scan, part.fieldname, fileName);
      scan = null;
      files.set(part.fieldname, { field: part.fieldname, fileName, data, contentType });
    }
  } catch (err) {
    stopReading();
    scan?.abort();
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Truncated bodies, missing boundaries, too many parts, prototype keys: the sender's fault.
    throw malformed();
  } finally {
    raw.off('data', count);
  }
  return { fields: { ...fields }, files };
}

/**
 * clamd's verdict on one file: infected is a 422, audited; clamd unreachable, failing or silent is a
 * 503. Either way nothing of the request is stored: the form is refused before its handler goes on.
 */
async function judge(request: FastifyRequest, scan: ScanSession, field: string, fileName: string): Promise<void> {
  let verdict;
  try {
    verdict = await scan.finish();
  } catch (err) {
    if (!(err instanceof ScannerUnavailableError)) throw err;
    request.log.error({ err: { message: err.message } }, 'malware scan unavailable: upload refused');
    throw new AppError('UNAVAILABLE', MESSAGES.uploadScannerUnavailable);
  }
  if (!verdict.infected) return;
  const uploader = request.user?.id ?? null;
  request.log.warn({ field, signature: verdict.signature }, 'upload refused: malware');
  if (uploader) {
    await recordAudit(request.server.db, {
      actorId: uploader,
      action: 'UPLOAD_MALWARE_REFUSED',
      entityType: 'user',
      entityId: uploader,
      before: null,
      after: { route: request.routeOptions.url ?? null, field, fileName, signature: verdict.signature },
    });
  }
  throw new AppError('UNPROCESSABLE', MESSAGES.uploadMalware, [{ path: ['body', field], message: MESSAGES.uploadMalware }]);
}

function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'document.pdf';
  const clean = [...base]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      // Control characters and lone surrogates (which no database encoding stores) are dropped.
      return code >= 32 && !(code >= 127 && code < 160) && !(code >= 0xd800 && code <= 0xdfff) && !'"<>|:*?'.includes(c);
    })
    .join('')
    .trim()
    .slice(0, 150);
  return clean || 'document.pdf';
}
