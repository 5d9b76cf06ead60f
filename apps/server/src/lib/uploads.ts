import { fillMessage, MESSAGES, PROFILE_UPLOAD_MAX_BYTES } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export type UploadedFile = { field: string; fileName: string; data: Buffer; contentType: string };
export type MultipartResult = { fields: Record<string, string>; files: Map<string, UploadedFile> };

const PDF_MAGIC = Buffer.from('%PDF-');

/** The type is judged by the file's first bytes, never by its name or declared type. */
export function isPdf(data: Buffer): boolean {
  return data.length >= PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/**
 * Reads a multipart body whose files may only be PDFs of at most 2 MB, one per allowed field. The
 * size limit stops the stream at the limit: a larger file is refused without reading the rest.
 */
export async function readPdfMultipart(request: FastifyRequest, allowedFields: readonly string[]): Promise<MultipartResult> {
  const declared = Number(request.headers['content-length'] ?? 0);
  const ceiling = allowedFields.length * PROFILE_UPLOAD_MAX_BYTES + 64 * 1024;
  if (declared > ceiling) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.uploadRefused);

  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  const parts = request.parts({
    limits: { fileSize: PROFILE_UPLOAD_MAX_BYTES, files: allowedFields.length, fields: 40, fieldSize: 4096, parts: 50 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!allowedFields.includes(part.fieldname)) {
        throw new AppError('BAD_REQUEST', fillMessage(MESSAGES.uploadUnexpectedField, { field: part.fieldname }), [
          { path: ['body', part.fieldname], message: fillMessage(MESSAGES.uploadAllowedFields, { fields: allowedFields.join(' or ') }) },
        ]);
      }
      if (files.has(part.fieldname)) {
        throw new AppError('BAD_REQUEST', MESSAGES.uploadOneFilePerDocument, [{ path: ['body', part.fieldname], message: MESSAGES.uploadAttachOne }]);
      }
      const data = await part.toBuffer();
      if (!isPdf(data)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.uploadRefused, [{ path: ['body', part.fieldname], message: MESSAGES.uploadRefused }]);
      }
      files.set(part.fieldname, { field: part.fieldname, fileName: sanitizeFileName(part.filename), data, contentType: 'application/pdf' });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError(code === 'FST_REQ_FILE_TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', MESSAGES.uploadRefused);
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
