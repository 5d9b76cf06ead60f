import { indiaDateTime, type Language, PRODUCT_NAME, PRODUCT_NAME_HI, writtenDay } from '@portal/shared';
import PDFDocument from 'pdfkit';
import { DEVANAGARI_FONT, hasDevanagariFont } from '../../../lib/devanagari.js';

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
  /** The evaluation round that evaluates it, and its cut-off (docs/architecture.md#evaluation-rounds). */
  round?: { name: string; cutoffAt: string } | null;
  /** The language its labels and texts are written in (the reader's, decision 176). */
  language?: Language;
};

/** The receipt's own words in each language. */
const WORDS = {
  en: {
    title: (ref: string) => `Receipt ${ref}`,
    received: 'Application received',
    reference: 'Your reference number',
    scheme: 'Scheme',
    submitted: 'Submitted',
    submittedAt: (at: string) => `${at} IST (India time)`,
    applicant: 'Applicant',
    challenge: 'Challenge',
    round: 'Evaluated in',
    roundValue: (name: string, day: string) => `${name}, cut-off ${day}`,
    whatYouSubmitted: 'What you submitted',
    collaborators: 'Collaborators',
    noneNamed: 'None named',
    documents: 'Documents',
    none: 'None',
    size: (s: string) => `Size: ${s}`,
    bytes: (n: string) => `${n} bytes`,
    next: 'What happens next',
    quote: (ref: string) => `Quote ${ref} in any message about this application.`,
  },
  hi: {
    title: (ref: string) => `पावती ${ref}`,
    received: 'आवेदन प्राप्त हुआ',
    reference: 'आपकी संदर्भ संख्या',
    scheme: 'योजना',
    submitted: 'जमा करने का समय',
    submittedAt: (at: string) => `${at} (भारतीय मानक समय)`,
    applicant: 'आवेदक',
    challenge: 'चुनौती',
    round: 'मूल्यांकन दौर',
    roundValue: (_name: string, day: string) => `अंतिम तिथि ${day} वाला दौर`,
    whatYouSubmitted: 'आपने क्या जमा किया',
    collaborators: 'सहयोगी',
    noneNamed: 'कोई नाम नहीं दिया गया',
    documents: 'दस्तावेज़',
    none: 'कोई नहीं',
    size: (s: string) => `आकार: ${s}`,
    bytes: (n: string) => `${n} बाइट`,
    next: 'आगे क्या होगा',
    quote: (ref: string) => `इस आवेदन से संबंधित प्रत्येक संदेश में ${ref} का उल्लेख करें।`,
  },
};

/** The language a receipt can be drawn in: Hindi only with its font at hand. */
export function receiptLanguage(wanted: Language | undefined): Language {
  return wanted === 'hi' && hasDevanagariFont() ? 'hi' : 'en';
}

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0b3d91';

/** A byte count as a reader takes it in, with the exact count beside it. */
function sizeInWords(bytes: number, bytesWord: (n: string) => string): string {
  const exact = bytesWord(bytes.toLocaleString('en-IN'));
  if (bytes < 1024) return exact;
  const unit = bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${unit} (${exact})`;
}

/**
 * The receipt as a PDF, laid out by PDFKit (a maintained library; decision 153): the reference, the
 * time of submission in India time, every field, the collaborators and each document's name, size and
 * SHA-256. The standard Helvetica font keeps it small and fast to render; a Hindi receipt embeds
 * the Devanagari font (a subset: the glyphs it uses) for its texts (decision 181).
 */
export function renderReceiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const language = receiptLanguage(facts.language);
  const w = WORDS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: w.title(facts.reference),
      Author: language === 'hi' ? PRODUCT_NAME_HI : PRODUCT_NAME,
      Subject: facts.scheme,
      CreationDate: facts.submittedAt,
    },
  });
  // The font names below: Helvetica's two weights in English; the one Devanagari face for both in Hindi.
  const REGULAR = language === 'hi' ? 'deva' : 'Helvetica';
  const BOLD = language === 'hi' ? 'deva' : 'Helvetica-Bold';
  if (language === 'hi') doc.registerFont('deva', DEVANAGARI_FONT);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(BRAND)
    .text(language === 'hi' ? PRODUCT_NAME_HI : PRODUCT_NAME);
  doc.moveDown(0.5);
  doc.font(BOLD).fontSize(18).fillColor(INK).text(w.received);
  doc.moveDown(0.5);
  // The panel: the reference a reader quotes in every message about the application.
  const top = doc.y;
  doc.rect(MARGIN, top, width, 58).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font(REGULAR)
    .fontSize(10)
    .text(w.reference, MARGIN + 14, top + 10, { width: width - 28 });
  doc
    .font(BOLD)
    .fontSize(20)
    .text(facts.reference, MARGIN + 14, top + 26, { width: width - 28 });
  doc.x = MARGIN;
  doc.y = top + 70;

  const pair = (label: string, value: string) => {
    doc.font(BOLD).fontSize(10).fillColor(MUTED).text(label, MARGIN, doc.y, { width });
    doc
      .font(REGULAR)
      .fontSize(11)
      .fillColor(INK)
      .text(value || '—', { width });
    doc.moveDown(0.6);
  };
  const heading = (text: string) => {
    doc.moveDown(0.4);
    doc.font(BOLD).fontSize(13).fillColor(BRAND).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
  };

  pair(w.scheme, facts.scheme);
  pair(w.submitted, w.submittedAt(indiaDateTime(facts.submittedAt)));
  pair(w.applicant, `${facts.applicant.name} <${facts.applicant.email}>`);
  if (facts.challenge) pair(w.challenge, facts.challenge);
  if (facts.round) pair(w.round, w.roundValue(facts.round.name, writtenDay(facts.round.cutoffAt, language)));

  heading(w.whatYouSubmitted);
  for (const f of facts.fields) pair(f.label, f.value);

  heading(w.collaborators);
  if (facts.collaborators.length === 0) pair(w.collaborators, w.noneNamed);
  for (const c of facts.collaborators) pair(c.name, c.organization ?? '');

  heading(w.documents);
  if (facts.documents.length === 0) pair(w.documents, w.none);
  for (const d of facts.documents) {
    doc.font(BOLD).fontSize(11).fillColor(INK).text(d.fileName, MARGIN, doc.y, { width });
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(INK)
      .text(w.size(sizeInWords(d.size, w.bytes)), { width });
    doc.font('Courier').fontSize(9).text(`SHA-256: ${d.sha256}`, { width });
    doc.moveDown(0.6);
  }

  heading(w.next);
  doc.font(REGULAR).fontSize(11).fillColor(INK).text(facts.nextSteps, MARGIN, doc.y, { width });
  doc.moveDown(1);
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(w.quote(facts.reference), { width });
  doc.end();
  return done;
}
