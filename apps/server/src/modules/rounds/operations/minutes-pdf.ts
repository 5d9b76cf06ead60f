import { fillMessage, MINUTES_WORDS, MINUTES_WORDS_HI, type MinutesWords, PRODUCT_NAME, PRODUCT_NAME_HI, writtenDay } from '@portal/shared';
import type { AgendaItem } from '@portal/shared/schemas';
import PDFDocument from 'pdfkit';
import type { RoundRow } from '../../../db/schema/index.js';
import { DEVANAGARI_FONT } from '../../../lib/devanagari.js';

export type MinutesFacts = {
  round: Pick<RoundRow, 'name' | 'scheme' | 'cutoffAt' | 'budget' | 'meetingHeldOn'>;
  chair: string | null;
  members: { id: string; name: string; organization: string | null }[];
  items: AgendaItem[];
  lockedAt: Date;
};

/** A language the minutes are written in: each is its own PDF (decision 284). */
export type MinutesLanguage = 'en' | 'hi';

const WORDS: Record<MinutesLanguage, MinutesWords> = { en: MINUTES_WORDS, hi: MINUTES_WORDS_HI };

/**
 * The minutes of a round as a PDF (PDFKit, as the receipt): the round, the meeting, the chair and members,
 * each proposal's rank, scores, who stood aside, the decision, conditions and rationale, and the budget
 * used. Rendered once per language when the minutes are locked; the bytes are stored, so every download is
 * the same file. English is set in the standard Helvetica; Hindi embeds Lohit Devanagari (one face, shaped by
 * fontkit) for every text, as the Hindi receipt does (decision 181). Names, titles, conditions and the
 * rationale are printed as the people wrote them.
 */
export function renderMinutesPdf(f: MinutesFacts, language: MinutesLanguage = 'en'): Promise<Buffer> {
  const w = WORDS[language];
  const fill = fillMessage;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: fill(w.title, { round: f.round.name }),
      Author: language === 'hi' ? PRODUCT_NAME_HI : PRODUCT_NAME,
      Subject: w.schemes[f.round.scheme],
      CreationDate: f.lockedAt,
      ModDate: f.lockedAt,
    },
  });
  // Helvetica's two weights in English; the one Devanagari face for both in Hindi.
  if (language === 'hi') doc.registerFont('deva', DEVANAGARI_FONT);
  const REGULAR = language === 'hi' ? 'deva' : 'Helvetica';
  const BOLD = language === 'hi' ? 'deva' : 'Helvetica-Bold';
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const name = (id: string) => f.members.find((m) => m.id === id)?.name ?? id;
  const money = (amount: number) => fill(w.money, { amount: amount.toLocaleString('en-IN') });
  const day = (d: string) => writtenDay(d, language);
  const used = f.items.reduce(
    (s, i) => s + (i.decision && (i.decision.decision === 'FUND' || i.decision.decision === 'FUND_WITH_CONDITIONS') ? i.decision.grant : 0),
    0,
  );
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor('#0b3d91')
    .text(language === 'hi' ? PRODUCT_NAME_HI : PRODUCT_NAME);
  doc.moveDown(0.5);
  doc
    .fontSize(18)
    .fillColor('#1f2933')
    .text(fill(w.heading, { round: f.round.name }));
  doc.moveDown(0.5);
  doc.font(REGULAR).fontSize(11);
  doc.text(fill(w.scheme, { scheme: w.schemes[f.round.scheme] }));
  doc.text(fill(w.cutoff, { day: day(f.round.cutoffAt) }));
  doc.text(fill(w.heldOn, { day: f.round.meetingHeldOn ? day(f.round.meetingHeldOn) : w.notRecorded }));
  doc.text(fill(w.chair, { name: f.chair ?? w.notRecorded }));
  doc.text(fill(w.members, { names: f.members.map((m) => (m.organization ? `${m.name} (${m.organization})` : m.name)).join(', ') || w.notRecorded }));
  doc.text(fill(w.budget, { budget: money(f.round.budget), used: money(used) }));
  doc.moveDown(0.8);
  for (const i of f.items) {
    doc
      .font(BOLD)
      .fontSize(12)
      .text(`${i.rank}. ${i.reference ?? ''} ${i.title}`);
    doc.font(REGULAR).fontSize(10);
    doc.text(
      fill(w.mean, {
        mean: i.mean === null ? w.noReview : i.mean.toFixed(2),
        count: i.count,
        spread: i.spread === null ? '-' : i.spread.toFixed(1),
        disagreement: i.disagreement ? w.disagreement : '',
      }),
    );
    doc.text(fill(w.recommendations, { fund: i.recommendations.FUND, changes: i.recommendations.FUND_WITH_CHANGES, no: i.recommendations.DO_NOT_FUND }));
    doc.text(
      fill(w.requested, {
        requested: i.requestedGrant === null ? w.notGiven : money(i.requestedGrant),
        running: money(i.cumulativeGrant),
        below: i.aboveFundingLine ? '' : w.belowLine,
      }),
    );
    doc.text(fill(w.stoodAside, { names: i.recusals.length ? i.recusals.map(name).join(', ') : w.none }));
    if (i.decision) {
      doc.text(
        fill(w.decision, { decision: w.decisions[i.decision.decision], grant: i.decision.grant ? fill(w.grant, { amount: money(i.decision.grant) }) : '' }),
      );
      if (i.decision.conditions) doc.text(fill(w.conditions, { text: i.decision.conditions }));
      if (i.decision.rationale) doc.text(fill(w.rationale, { text: i.decision.rationale }));
    }
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}
