import { indiaDateTime, PRODUCT_NAME } from '@portal/shared';
import PDFDocument from 'pdfkit';

/** What a receipt states: everything submitted, as the applicant sent it (docs/architecture.md#drafts-and-receipts). */
export type ReceiptFacts = {
  reference: string;
  scheme: string;
  submittedAt: Date;
  applicant: { name: string; email: string };
  challenge: string | null;
  fields: { label: string; value: string }[];
  collaborators: { name: string; organization: string | null }[];
  documents: { fileName: string; size: number; sha256: string }[];
  nextSteps: string;
};

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0b3d91';

/** A byte count as a reader takes it in, with the exact count beside it. */
function sizeInWords(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-IN')} bytes`;
  if (bytes < 1024) return exact;
  const unit = bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${unit} (${exact})`;
}

/**
 * The receipt as a PDF, laid out by PDFKit (a maintained library; decision 153): the reference, the
 * time of submission in India time, every field, the collaborators and each document's name, size and
 * SHA-256. The standard Helvetica font keeps it small and fast to render.
 */
export function renderReceiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Receipt ${facts.reference}`, Author: PRODUCT_NAME, Subject: facts.scheme, CreationDate: facts.submittedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND).text(PRODUCT_NAME);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Application received');
  doc.moveDown(0.5);
  // The panel: the reference a reader quotes in every message about the application.
  const top = doc.y;
  doc.rect(MARGIN, top, width, 58).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font('Helvetica')
    .fontSize(10)
    .text('Your reference number', MARGIN + 14, top + 10, { width: width - 28 });
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(facts.reference, MARGIN + 14, top + 26, { width: width - 28 });
  doc.x = MARGIN;
  doc.y = top + 70;

  const pair = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, MARGIN, doc.y, { width });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(INK)
      .text(value || '—', { width });
    doc.moveDown(0.6);
  };
  const heading = (text: string) => {
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
  };

  pair('Scheme', facts.scheme);
  pair('Submitted', `${indiaDateTime(facts.submittedAt)} IST (India time)`);
  pair('Applicant', `${facts.applicant.name} <${facts.applicant.email}>`);
  if (facts.challenge) pair('Challenge', facts.challenge);

  heading('What you submitted');
  for (const f of facts.fields) pair(f.label, f.value);

  heading('Collaborators');
  if (facts.collaborators.length === 0) pair('Collaborators', 'None named');
  for (const c of facts.collaborators) pair(c.name, c.organization ?? '');

  heading('Documents');
  if (facts.documents.length === 0) pair('Documents', 'None');
  for (const d of facts.documents) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(d.fileName, MARGIN, doc.y, { width });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(`Size: ${sizeInWords(d.size)}`, { width });
    doc.font('Courier').fontSize(9).text(`SHA-256: ${d.sha256}`, { width });
    doc.moveDown(0.6);
  }

  heading('What happens next');
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(facts.nextSteps, MARGIN, doc.y, { width });
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`Quote ${facts.reference} in any message about this application.`, { width });
  doc.end();
  return done;
}
