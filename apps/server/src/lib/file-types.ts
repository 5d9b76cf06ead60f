/**
 * Document types judged by their bytes, never by name or declared type (docs/architecture.md#files):
 * PDF starts with `%PDF-`; DOCX is a ZIP archive holding `word/document.xml`; DOC is an OLE2
 * compound file.
 */
export const DOCUMENT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
} as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[keyof typeof DOCUMENT_CONTENT_TYPES];

const PDF_MAGIC = Buffer.from('%PDF-');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const ZIP_END_SEARCH = 22 + 0xffff;
const DOCX_MAIN_PART = 'word/document.xml';

export function isPdf(data: Buffer): boolean {
  return startsWith(data, PDF_MAGIC);
}

export function isOle2(data: Buffer): boolean {
  return startsWith(data, OLE2_MAGIC);
}

/** A ZIP archive whose central directory names `word/document.xml`: a Word 2007+ document. */
export function isDocx(data: Buffer): boolean {
  if (data.length < 30 || data.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return false;
  return zipEntryNames(data)?.includes(DOCX_MAIN_PART) ?? false;
}

/** The document's content type, or null when it is none of doc, docx and pdf. */
export function detectDocumentType(data: Buffer): DocumentContentType | null {
  if (isPdf(data)) return DOCUMENT_CONTENT_TYPES.pdf;
  if (isDocx(data)) return DOCUMENT_CONTENT_TYPES.docx;
  if (isOle2(data)) return DOCUMENT_CONTENT_TYPES.doc;
  return null;
}

function startsWith(data: Buffer, magic: Buffer): boolean {
  return data.length >= magic.length && data.subarray(0, magic.length).equals(magic);
}

/**
 * The names in a ZIP's central directory, or null when the archive is malformed. Every offset is
 * checked against the buffer, so a crafted file cannot make the reader run past its end.
 */
function zipEntryNames(data: Buffer): string[] | null {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - ZIP_END_SEARCH); i--) {
    if (data.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.readUInt16LE(end + 10);
  const directoryOffset = data.readUInt32LE(end + 16);
  const names: string[] = [];
  let at = directoryOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return null;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
