import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { isPdf } from '../../lib/file-types.js';
import { textPdf } from './text-pdf.js';

/** Opens a PDF as a reader does: its pages and their text. */
async function open(doc: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(doc));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text, title: ((await pdf.getMetadata()).info as { Title?: string }).Title };
}

describe('text PDFs for the demo documents', () => {
  it('writes a PDF that opens, with its title and text in plain characters', async () => {
    const doc = await textPdf('Slag (BOF) valorisation \\ pilot', [{ heading: 'Background', text: 'About 20 million tonnes a year – “hot” slag.' }]);
    expect(isPdf(doc)).toBe(true);
    expect(doc.toString('latin1')).toMatch(/startxref\s+\d+\s+%%EOF\s*$/);
    const read = await open(doc);
    expect(read.pages).toBe(1);
    expect(read.title).toBe('Slag (BOF) valorisation \\ pilot');
    expect(read.text).toContain('Slag (BOF) valorisation \\ pilot');
    expect(read.text).toContain('Background');
    expect(read.text).toContain('About 20 million tonnes a year - "hot" slag.');
  });

  it('wraps long text and continues on new pages', async () => {
    const paragraph = 'Hydrogen direct reduction of high-alumina fines at bench scale. '.repeat(120);
    const doc = await textPdf('A long brief', [{ text: paragraph }, { heading: 'More', text: paragraph }]);
    const read = await open(doc);
    expect(read.pages).toBeGreaterThan(1);
    expect(read.text).toContain('More');
    expect(read.text.match(/bench scale\./g)!.length).toBe(240);
  });
});
