import { describe, expect, it } from 'vitest';
import { kindOfBytes, kindOfFile, refusalOf } from './file-kind';

describe('file kind by first bytes', () => {
  it('knows PDF, DOCX (ZIP) and DOC (OLE2)', () => {
    expect(kindOfBytes(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(kindOfBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBe('docx');
    expect(kindOfBytes(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('doc');
  });

  it('refuses a PNG named .pdf and an empty file', async () => {
    expect(await kindOfFile(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'scan.pdf'))).toBe('unknown');
    expect(await kindOfFile(new File([], 'empty.pdf'))).toBe('unknown');
  });
});

describe('a file rule', () => {
  const rule = { kinds: ['pdf'] as const, maxBytes: 16, wrongTypeMessage: 'wrong kind', tooLargeMessage: 'too large' };

  it('accepts a file of an accepted kind within the size, whatever its name', async () => {
    expect(await refusalOf(new File(['%PDF-1.7\n%%EOF'], 'report.bin'), rule)).toBeNull();
  });

  it('accepts a file of exactly the largest size', async () => {
    expect(await refusalOf(new File(['%PDF-1.7\n%%EOF\n\n'], 'exact.pdf'), rule)).toBeNull();
  });

  it("refuses by size first, then by first bytes, with the rule's own words", async () => {
    expect(await refusalOf(new File(['%PDF-1.7 and far more than sixteen bytes'], 'big.pdf'), rule)).toBe('too large');
    expect(await refusalOf(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'scan.pdf'), rule)).toBe('wrong kind');
    expect(await refusalOf(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'notes.docx'), rule)).toBe('wrong kind');
  });
});
