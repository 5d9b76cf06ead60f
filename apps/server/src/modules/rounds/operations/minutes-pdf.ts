import { PRODUCT_NAME, ROUND_SCHEME_LABELS, writtenDay } from '@portal/shared';
import type { AgendaItem } from '@portal/shared/schemas';
import PDFDocument from 'pdfkit';
import type { RoundRow } from '../../../db/schema/index.js';

export type MinutesFacts = {
  round: Pick<RoundRow, 'name' | 'scheme' | 'cutoffAt' | 'budget' | 'meetingHeldOn'>;
  chair: string | null;
  members: { id: string; name: string; organization: string | null }[];
  items: AgendaItem[];
  lockedAt: Date;
};

const DECISION_WORDS = { FUND: 'Fund', FUND_WITH_CONDITIONS: 'Fund with conditions', DECLINE: 'Decline', DEFER: 'Defer to the next round' } as const;

/**
 * The minutes of a round as a PDF (PDFKit, as the receipt): the round, the meeting, the chair and members,
 * each proposal's rank, scores, who stood aside, the decision, conditions and rationale, and the budget
 * used. Rendered once, when the minutes are locked; the bytes are stored, so every download is the same file.
 */
export function renderMinutesPdf(f: MinutesFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Minutes: ${f.round.name}`,
      Author: PRODUCT_NAME,
      Subject: ROUND_SCHEME_LABELS[f.round.scheme],
      CreationDate: f.lockedAt,
      ModDate: f.lockedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const name = (id: string) => f.members.find((m) => m.id === id)?.name ?? id;
  const used = f.items.reduce(
    (s, i) => s + (i.decision && (i.decision.decision === 'FUND' || i.decision.decision === 'FUND_WITH_CONDITIONS') ? i.decision.grant : 0),
    0,
  );
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#0b3d91').text(PRODUCT_NAME);
  doc.moveDown(0.5);
  doc.fontSize(18).fillColor('#1f2933').text(`Minutes of the evaluation committee: ${f.round.name}`);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11);
  doc.text(`Scheme: ${ROUND_SCHEME_LABELS[f.round.scheme]}`);
  doc.text(`Cut-off: ${writtenDay(f.round.cutoffAt)}`);
  doc.text(`Meeting held on: ${f.round.meetingHeldOn ? writtenDay(f.round.meetingHeldOn) : 'not recorded'}`);
  doc.text(`Chair: ${f.chair ?? 'not recorded'}`);
  doc.text(`Members: ${f.members.map((m) => (m.organization ? `${m.name} (${m.organization})` : m.name)).join(', ') || 'not recorded'}`);
  doc.text(`Budget: Rs ${f.round.budget.toLocaleString('en-IN')}; committed by the decisions to fund: Rs ${used.toLocaleString('en-IN')}`);
  doc.moveDown(0.8);
  for (const i of f.items) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`${i.rank}. ${i.reference ?? ''} ${i.title}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(
      `Mean score: ${i.mean === null ? 'no review' : i.mean.toFixed(2)}; reviews: ${i.count}; spread: ${i.spread === null ? '-' : i.spread.toFixed(1)}${i.disagreement ? ' (reviewers disagree)' : ''}`,
    );
    doc.text(
      `Recommendations: fund ${i.recommendations.FUND}, fund with changes ${i.recommendations.FUND_WITH_CHANGES}, do not fund ${i.recommendations.DO_NOT_FUND}`,
    );
    doc.text(
      `Requested grant: ${i.requestedGrant === null ? 'not given' : `Rs ${i.requestedGrant.toLocaleString('en-IN')}`}; running total Rs ${i.cumulativeGrant.toLocaleString('en-IN')}${i.aboveFundingLine ? '' : ' (below the funding line)'}`,
    );
    doc.text(`Stood aside: ${i.recusals.length ? i.recusals.map(name).join(', ') : 'none'}`);
    if (i.decision) {
      doc.text(`Decision: ${DECISION_WORDS[i.decision.decision]}${i.decision.grant ? `; grant Rs ${i.decision.grant.toLocaleString('en-IN')}` : ''}`);
      if (i.decision.conditions) doc.text(`Conditions: ${i.decision.conditions}`);
      if (i.decision.rationale) doc.text(`Rationale: ${i.decision.rationale}`);
    }
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}
