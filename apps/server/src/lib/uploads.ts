import { fillMessage, MESSAGES, PROFILE_UPLOAD_MAX_BYTES } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
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

const DEFAULT_MAX_FIELDS = 40;
const DEFAULT_MAX_FIELD_BYTES = 4096;

/** The profile's documents: PDFs of at most 2 MB. */
export function readPdfMultipart(request: FastifyRequest, allowedFields: readonly string[]): Promise<MultipartResult> {
  return readMultipart(request, {
    fileFields: allowedFields,
    maxFileBytes: PROFILE_UPLOAD_MAX_BYTES,
    detectType: (data) => (isPdf(data) ? 'application/pdf' : null),
    refusal: MESSAGES.uploadRefused,
  });
}

/**
 * Reads a multipart body whose files are judged by `detectType`, one per allowed field. The size limit
 * stops the stream at the limit: a larger file is refused without reading the rest.
 */
export async function readMultipart(request: FastifyRequest, opts: MultipartOptions): Promise<MultipartResult> {
  const { fileFields: allowedFields, maxFields = DEFAULT_MAX_FIELDS, maxFieldBytes = DEFAULT_MAX_FIELD_BYTES } = opts;
  const declared = Number(request.headers['content-length'] ?? 0);
  const ceiling = allowedFields.length * opts.maxFileBytes + maxFields * maxFieldBytes + 64 * 1024;
  if (declared > ceiling) throw new AppError('PAYLOAD_TOO_LARGE', opts.refusal);

  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  const parts = request.parts({
    limits: { fileSize: opts.maxFileBytes, files: allowedFields.length, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + allowedFields.length },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', `The field "${part.fieldname}" is too long`);
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
      const data = await part.toBuffer();
      const contentType = opts.detectType(data);
      if (!contentType) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', opts.refusal, [{ path: ['body', part.fieldname], message: opts.refusal }]);
      }
      files.set(part.fieldname, { field: part.fieldname, fileName: sanitizeFileName(part.filename), data, contentType });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError(code === 'FST_REQ_FILE_TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', opts.refusal);
    }
    throw err;
  }
  return { fields, files };
}

function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'document.pdf';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && !'"<>|:*?'.includes(c))
    .join('')
    .trim()
    .slice(0, 150);
  return clean || 'document.pdf';
}
