import { describe, expect, it } from 'vitest';
import { docx, ole2, zip } from '../test/documents.js';
import { PNG, pdf } from '../test/multipart.js';
import { detectDocumentType, DOCUMENT_CONTENT_TYPES } from './file-types.js';

describe('document types judged by their bytes', () => {
  it('recognises a PDF, a Word 2007+ document and a Word 97-2003 (OLE2) document', () => {
    expect(detectDocumentType(pdf())).toBe(DOCUMENT_CONTENT_TYPES.pdf);
    expect(detectDocumentType(docx())).toBe(DOCUMENT_CONTENT_TYPES.docx);
    expect(detectDocumentType(ole2())).toBe(DOCUMENT_CONTENT_TYPES.doc);
  });

  it('finds word/document.xml among many entries and behind an archive comment', () => {
    const entries = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`word/media/image${i}.png`, 'x']));
    expect(detectDocumentType(zip({ ...entries, 'word/document.xml': '<w:document/>' }))).toBe(DOCUMENT_CONTENT_TYPES.docx);
    const withComment = docx();
    const comment = Buffer.from('made by a word processor');
    withComment.writeUInt16LE(comment.length, withComment.length - 2);
    expect(detectDocumentType(Buffer.concat([withComment, comment]))).toBe(DOCUMENT_CONTENT_TYPES.docx);
  });

  it('refuses other ZIP archives, even ones that mention word/document.xml inside a file', () => {
    expect(detectDocumentType(zip({ 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(detectDocumentType(zip({ 'notes.txt': 'see word/document.xml' }))).toBeNull();
    expect(detectDocumentType(zip({ 'word/document.xml.bak': '<w:document/>' }))).toBeNull();
  });

  it('refuses images, text, empty files and what only looks like a PDF further in', () => {
    expect(detectDocumentType(PNG)).toBeNull();
    expect(detectDocumentType(Buffer.from('Plain text about %PDF-1.7'))).toBeNull();
    expect(detectDocumentType(Buffer.alloc(0))).toBeNull();
    expect(detectDocumentType(Buffer.from('%PDF'))).toBeNull();
  });

  it('reads a damaged or crafted archive without reading past its end', () => {
    const archive = docx();
    const truncated = archive.subarray(0, archive.length - 30);
    expect(detectDocumentType(truncated)).toBeNull();
    const lying = Buffer.from(archive);
    lying.writeUInt32LE(0xfffffff0, lying.length - 6); // directory offset beyond the file
    expect(detectDocumentType(lying)).toBeNull();
    const tooMany = Buffer.from(archive);
    tooMany.writeUInt16LE(0xffff, tooMany.length - 12); // more entries than the directory holds
    expect(detectDocumentType(tooMany)).toBeNull();
    const longName = Buffer.from(archive);
    const directory = longName.readUInt32LE(longName.length - 6);
    longName.writeUInt16LE(0xffff, directory + 28); // a name running past the directory
    expect(detectDocumentType(longName)).toBeNull();
    expect(detectDocumentType(Buffer.from('PK\x03\x04' + '\0'.repeat(40), 'latin1'))).toBeNull();
  });
});
