// Builds the portal's PDF documents from the text in ./documents (a small Markdown subset: '# ' title,
// '## ' heading, '- ' bullet, paragraphs). A content change is a text change.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const SOURCE = path.join(import.meta.dirname, 'documents');
const BRAND = rgb(0.043, 0.239, 0.569);
const TEXT = rgb(0.12, 0.16, 0.2);
const A4 = [595.28, 841.89];
const MARGIN = 56;

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function render(markdown, fileName) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = markdown.match(/^# (.+)$/m)?.[1] ?? fileName;
  doc.setTitle(title);
  doc.setAuthor('Steel Research & Technology Mission of India');
  doc.setSubject(title);
  doc.setCreator('SRTMI portal document builder');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date('2025-01-15T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-15T00:00:00Z'));

  let page;
  let y = 0;
  const width = A4[0] - 2 * MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    page.drawRectangle({ x: 0, y: A4[1] - 28, width: A4[0], height: 28, color: BRAND });
    page.drawText('Steel Research & Technology Mission of India', { x: MARGIN, y: A4[1] - 19, size: 9, font: bold, color: rgb(1, 1, 1) });
    y = A4[1] - 28 - MARGIN;
  };
  const ensure = (h) => {
    if (!page || y - h < MARGIN) newPage();
  };
  const write = (text, font, size, color, indent = 0, gapAfter = 6) => {
    for (const line of wrap(text, font, size, width - indent)) {
      ensure(size * 1.4);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size * 1.4;
    }
    y -= gapAfter;
  };

  for (const block of markdown.split(/\n\s*\n/)) {
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('# ')) write(line.slice(2), bold, 20, BRAND, 0, 10);
      else if (line.startsWith('## ')) {
        y -= 6;
        write(line.slice(3), bold, 13, BRAND, 0, 4);
      } else if (line.startsWith('- ')) {
        ensure(14);
        page.drawText('•', { x: MARGIN + 4, y: y - 10.5, size: 10.5, font: regular, color: TEXT });
        write(line.slice(2), regular, 10.5, TEXT, 16, 3);
      } else write(line, regular, 10.5, TEXT);
    }
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => p.drawText(`Page ${i + 1} of ${pages.length}`, { x: A4[0] - MARGIN - 60, y: 28, size: 8, font: regular, color: TEXT }));
  return doc.save();
}

export async function buildDocuments(outDir) {
  await mkdir(outDir, { recursive: true });
  const names = (await readdir(SOURCE)).filter((n) => n.endsWith('.md'));
  for (const name of names) {
    const bytes = await render(await readFile(path.join(SOURCE, name), 'utf8'), name);
    await writeFile(path.join(outDir, name.replace(/\.md$/, '.pdf')), bytes);
  }
  return names.length;
}
