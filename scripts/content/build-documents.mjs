// Builds the portal's PDF documents from the text in ./documents (a small Markdown subset: '# ' title,
// '## ' heading, '- ' bullet, paragraphs). A content change is a text change.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const SOURCE = path.join(import.meta.dirname, 'documents');
const BRAND = '#0b3d91';
const TEXT = '#1f2933';
const MARGIN = 56;
const DATE = new Date('2025-01-15T00:00:00Z');

// pdfkit (the portal's one PDF library, decision 226) lays the text out: wrapping, page breaks.
function render(markdown, fileName) {
  const title = markdown.match(/^# (.+)$/m)?.[1] ?? fileName;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 28 + MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: title,
      Author: 'Steel Research & Technology Mission of India',
      Subject: title,
      Creator: 'SRTMI portal document builder',
      Producer: 'pdfkit',
      CreationDate: DATE,
      ModDate: DATE,
    },
  });
  const chunks = [];
  const done = new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const band = () => {
    const { width } = doc.page;
    doc.save().rect(0, 0, width, 28).fill(BRAND).restore();
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#ffffff').text('Steel Research & Technology Mission of India', MARGIN, 10, { lineBreak: false });
    doc.x = MARGIN;
    doc.y = doc.page.margins.top;
  };
  band();
  doc.on('pageAdded', band);

  for (const block of markdown.split(/\n\s*\n/)) {
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('# ')) doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(line.slice(2), MARGIN).moveDown(0.5);
      else if (line.startsWith('## ')) doc.moveDown(0.4).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(line.slice(3), MARGIN).moveDown(0.3);
      else if (line.startsWith('- '))
        doc
          .font('Helvetica')
          .fontSize(10.5)
          .fillColor(TEXT)
          .list([line.slice(2)], MARGIN + 4, undefined, { bulletRadius: 1.5, textIndent: 12 })
          .moveDown(0.2);
      else doc.font('Helvetica').fontSize(10.5).fillColor(TEXT).text(line, MARGIN, undefined, { lineGap: 4 }).moveDown(0.4);
    }
  }
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(TEXT)
      .text(`Page ${i + 1} of ${count}`, width - MARGIN - 60, height - 36, { lineBreak: false });
  }
  doc.end();
  return done;
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
