import PDFDocument from 'pdfkit';

/**
 * A PDF of text: a title, headings and paragraphs on A4 pages in the standard Helvetica fonts, laid
 * out by pdfkit, the portal's one PDF library (decision 226; the receipts use it too). Enough for the
 * demo documents; real documents are uploaded by people (decision 060).
 */
export type TextBlock = { heading?: string; text: string };

const MARGIN = 56;

/** Standard fonts speak WinAnsi; typographic characters become their plain forms, anything else '?'. */
function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, '?');
}

export function textPdf(title: string, blocks: readonly TextBlock[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: toWinAnsi(title), Producer: 'SRTMI portal' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(toWinAnsi(title));
  for (const block of blocks) {
    doc.moveDown(0.8);
    if (block.heading) doc.font('Helvetica-Bold').fontSize(12).text(toWinAnsi(block.heading)).moveDown(0.2);
    doc.font('Helvetica').fontSize(11).text(toWinAnsi(block.text), { lineGap: 3 });
  }
  doc.end();
  return done;
}
