import { MESSAGES, PROPOSAL_UPLOAD_MAX_BYTES } from '@portal/shared';

/** What the first bytes of a file say it is: the same judgement the server makes, made early for the user. */
export type FileKind = 'pdf' | 'docx' | 'doc' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

export function kindOfBytes(bytes: Uint8Array): FileKind {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'docx'; // a ZIP; the server also looks for word/document.xml
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2
  return 'unknown';
}

/** The kind of a stored file from the content type the server judged from its bytes. */
export function kindOfContentType(contentType: string): FileKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx';
  if (contentType === 'application/msword') return 'doc';
  return 'unknown';
}

export async function kindOfFile(file: Blob): Promise<FileKind> {
  return kindOfBytes(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

/** What a file field accepts, and what it says of a file it refuses. */
export type FileRule = { kinds: readonly FileKind[]; maxBytes: number; wrongTypeMessage: string; tooLargeMessage: string };

/** A proposal's or a challenge's document: doc, docx or pdf by its first bytes, at most 10 MB. */
export const DOCUMENT_RULE: FileRule = {
  kinds: ['pdf', 'docx', 'doc'],
  maxBytes: PROPOSAL_UPLOAD_MAX_BYTES,
  wrongTypeMessage: MESSAGES.documentWrongType,
  tooLargeMessage: MESSAGES.documentTooLarge,
};

/**
 * Why a picked file cannot be sent, judged as the server judges it (its size, then its first bytes, never
 * its name); null when it can. The picker says it on the spot and the form asks again before sending, so
 * a refused file is neither sent nor silently dropped.
 */
export async function refusalOf(file: Blob, rule: FileRule): Promise<string | null> {
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return rule.kinds.includes(await kindOfFile(file)) ? null : rule.wrongTypeMessage;
}
