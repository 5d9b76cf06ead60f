/** '%PDF-': a PDF's first bytes. A file is judged by them, never by its name or declared type. */
export const PDF_MAGIC_BYTES = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** True when the bytes begin as a PDF does; the browser and the server both judge uploads with it. */
export function startsWithPdfMagic(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC_BYTES.length && PDF_MAGIC_BYTES.every((b, i) => bytes[i] === b);
}
