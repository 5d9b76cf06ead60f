/**
 * A small, valid PDF of text: a title, headings and paragraphs on A4 pages in the standard Helvetica
 * fonts, with a correct cross-reference table. Enough for the demo documents; real documents are
 * uploaded by people (decision 060).
 */
export type TextBlock = { heading?: string; text: string };

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY_SIZE = 11;
const LEADING = 15;
/** Helvetica at 11 pt averages about 5.3 pt a character: 88 characters fill the 483 pt line. */
const LINE_CHARS = 88;

/** Standard fonts speak WinAnsi; typographic characters become their plain forms, anything else '?'. */
function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, '?');
}

const escape = (text: string) => toWinAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Line = { font: 'F1' | 'F2'; size: number; text: string; gapBefore: number };

function layout(title: string, blocks: readonly TextBlock[]): Line[][] {
  const lines: Line[] = wrap(title, 52).map((text, i) => ({ font: 'F2', size: 16, text, gapBefore: i === 0 ? 0 : 20 }));
  for (const block of blocks) {
    if (block.heading) lines.push({ font: 'F2', size: 12, text: block.heading, gapBefore: 28 });
    wrap(block.text, LINE_CHARS).forEach((text, i) =>
      lines.push({ font: 'F1', size: BODY_SIZE, text, gapBefore: i === 0 && !block.heading ? 22 : LEADING + (i === 0 ? 3 : 0) }),
    );
  }
  const pages: Line[][] = [[]];
  let used = 0;
  const room = PAGE.height - 2 * PAGE.margin;
  for (const line of lines) {
    if (used + line.gapBefore > room) {
      pages.push([]);
      used = 0;
    }
    used += pages.at(-1)!.length === 0 ? 0 : line.gapBefore;
    pages.at(-1)!.push(line);
  }
  return pages;
}

function pageContent(lines: Line[]): string {
  let y = PAGE.height - PAGE.margin;
  const ops: string[] = [];
  lines.forEach((line, i) => {
    if (i > 0) y -= line.gapBefore;
    ops.push(`BT /${line.font} ${line.size} Tf ${PAGE.margin} ${y} Td (${escape(line.text)}) Tj ET`);
  });
  return ops.join('\n');
}

export function textPdf(title: string, blocks: readonly TextBlock[]): Buffer {
  const pages = layout(title, blocks);
  // Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content for each page.
  const pageIds = pages.map((_, i) => 6 + 2 * i);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escape(title)}) /Producer (SRTMI portal) >>`,
  ];
  pages.forEach((lines, i) => {
    const content = pageContent(lines);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
