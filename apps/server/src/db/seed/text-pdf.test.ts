import { describe, expect, it } from 'vitest';
import { isPdf } from '../../lib/file-types.js';
import { textPdf } from './text-pdf.js';

/** The byte offsets the cross-reference table lists, checked against where each object really starts. */
function checkStructure(doc: Buffer) {
  const text = doc.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  return text;
}

describe('text PDFs for the demo documents', () => {
  it('writes a PDF whose cross-reference table and stream lengths are exact', () => {
    const doc = textPdf('Slag (BOF) valorisation \\ pilot', [{ heading: 'Background', text: 'About 20 million tonnes a year – “hot” slag.' }]);
    expect(isPdf(doc)).toBe(true);
    const text = checkStructure(doc);
    expect(text).toContain('(Slag \\(BOF\\) valorisation \\\\ pilot) Tj');
    expect(text).toContain('(About 20 million tonnes a year - "hot" slag.) Tj');
    expect(text).toContain('/Count 1');
  });

  it('wraps long text and continues on new pages', () => {
    const paragraph = 'Hydrogen direct reduction of high-alumina fines at bench scale. '.repeat(120);
    const doc = textPdf('A long brief', [{ text: paragraph }, { heading: 'More', text: paragraph }]);
    const text = checkStructure(doc);
    const pages = Number(/\/Count (\d+)/.exec(text)![1]);
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(pages);
    for (const line of text.matchAll(/\((.*)\) Tj/g)) expect(line[1]!.length).toBeLessThanOrEqual(90);
  });
});
