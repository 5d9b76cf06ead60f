import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the content build, without types.
import { buildDocuments } from '../../../scripts/content/build-documents.mjs';

const SOURCE = path.join(import.meta.dirname, '../../../scripts/content/documents');

describe("the public documents' PDFs (scripts/content/build-documents.mjs)", () => {
  it('are one per text, each opens with its title, its text and numbered pages', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'documents-'));
    try {
      const names = (await readdir(SOURCE)).filter((n) => n.endsWith('.md'));
      expect(await buildDocuments(out)).toBe(names.length);
      for (const name of names) {
        const markdown = await readFile(path.join(SOURCE, name), 'utf8');
        const title = /^# (.+)$/m.exec(markdown)![1]!;
        const bytes = await readFile(path.join(out, name.replace(/\.md$/, '.pdf')));
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pdf = await getDocumentProxy(new Uint8Array(bytes));
        const { totalPages, text } = await extractText(pdf, { mergePages: true });
        expect(((await pdf.getMetadata()).info as { Title?: string }).Title).toBe(title);
        expect(text.replace(/\s+/g, ' ')).toContain(title);
        expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
        // The last paragraph's last words made it onto a page.
        const lastWords = markdown.trim().split(/\s+/).slice(-3).join(' ');
        expect(text.replace(/\s+/g, ' ')).toContain(lastWords);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
