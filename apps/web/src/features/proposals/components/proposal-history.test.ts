import { afterAll, describe, expect, it } from 'vitest';
import { addTranslations, loadCommon, setLanguage, type TFunction, translate } from '../../../lib/i18n';
import { proposalsEn } from '../locales/en';
import { proposalsHi } from '../locales/hi';
import { HISTORY_NOTES, historyNote, type HistoryNoteKey, type MessageParams, PROPOSAL_KINDS } from '@portal/shared';
import { historyFieldLabel, noteIn } from './proposal-history';

// Both languages' catalogues, as an English and a Hindi page load them.
for (const language of ['hi', 'en'] as const) {
  setLanguage(language);
  await loadCommon();
}
addTranslations('proposals', proposalsEn, 'en');
addTranslations('proposals', proposalsHi, 'hi');
afterAll(() => setLanguage('en'));

// The proposals namespace's translator, as the page's `useTranslation('proposals')` gives it.
const t = ((key: string | readonly string[], options?: Record<string, unknown>) => translate('proposals', key, options)) as TFunction;
const note = (key: HistoryNoteKey, params: MessageParams, english: MessageParams = {}) => {
  const stored = historyNote(key, params, english);
  return { english: stored.summary, shown: noteIn(stored.note, t) };
};

describe("the history's notes, by key: days as the portal writes dates, codes by their labels, in the page's language (decision 228)", () => {
  it('on an English page', () => {
    setLanguage('en');
    expect(note('assigned', { who: 'Asha Rao', date: '2026-12-11' }).shown).toBe('Asha Rao, due 11 Dec 2026');
    expect(note('review', { name: 'Asha Rao', score: 85, recommendation: 'FUND' }).shown).toBe('Asha Rao: 85 / 100, Fund');
    expect(note('review', { name: 'Asha Rao', score: 40, recommendation: 'DO_NOT_FUND' }).shown).toBe('Asha Rao: 40 / 100, Do not fund');
    expect(note('tranche', { n: 2, amount: 500_000, date: '2026-03-05', ref: 'NEFT-42' }).shown).toBe('Tranche 2: ₹5,00,000 on 05 Mar 2026, reference NEFT-42');
    expect(note('reportSubmitted', { quarter: '2026-Q2' }).shown).toContain('April–June 2026');
    expect(note('reminded', { milestone: 1, date: '2026-09-30' }).shown).toBe('Reminded the grantees: the report of milestone 1 is due on 30 Sept 2026');
  });

  it("stores the server's English beside the key, as it wrote it before", () => {
    expect(note('tranche', { n: 2, amount: 500_000, date: '2026-03-05', ref: 'NEFT-42' }, { amount: '₹5,00,000' }).english).toBe(
      'Tranche 2: ₹5,00,000 on 2026-03-05, reference NEFT-42',
    );
  });

  it('on a Hindi page: Hindi sentences, Hindi month names, the names and amounts kept', () => {
    setLanguage('hi');
    const assigned = note('assigned', { who: 'Asha Rao', date: '2026-12-11' }).shown;
    expect(assigned).toContain('Asha Rao');
    expect(assigned).toContain('11 दिस॰ 2026');
    expect(assigned).not.toMatch(/due|\d{4}-\d{2}-\d{2}/);
    const tranche = note('tranche', { n: 2, amount: 500_000, date: '2026-03-05', ref: 'NEFT-42' }).shown;
    expect(tranche).toContain('05 मार्च 2026');
    expect(tranche).toContain('₹5,00,000');
    expect(tranche).not.toMatch(/Tranche|reference/);
    // A quarterly report by its months in Hindi, as the project page names the quarter.
    const report = note('reportSubmitted', { quarter: '2026-Q1' }).shown;
    expect(report).toContain('2026');
    expect(report).not.toMatch(/[A-Za-z]/);
    // Every note the server writes has its Hindi.
    for (const key of Object.keys(HISTORY_NOTES)) expect(translate('proposals', `detail.summaries.${key}`)).not.toBe(`detail.summaries.${key}`);
  });
});

describe("the history's changed fields: the form's questions, in the page's language", () => {
  it('names the declarations a funding form asks to tick, and its questions', () => {
    setLanguage('en');
    const open = PROPOSAL_KINDS.openInnovation;
    expect(['termsAccepted', 'detailsConfirmed', 'abstract', 'proposalFile'].map((f) => historyFieldLabel(f, open, open.category, t))).toEqual([
      'I accept the terms and conditions of the scheme.',
      'I confirm that the details given are true and complete.',
      'Understanding of the challenge',
      'Proposal document',
    ]);
    expect(historyFieldLabel('abstract', PROPOSAL_KINDS.problem, 'STEELCOLLAB', t)).toBe('Problem description');
    setLanguage('hi');
    expect(historyFieldLabel('termsAccepted', open, open.category, t)).toBe('मैं योजना के नियम और शर्तें स्वीकार करता/करती हूँ।');
    expect(proposalsEn.detail.questions.funding).toMatchObject({
      termsAccepted: 'I accept the terms and conditions of the scheme.',
      detailsConfirmed: 'I confirm that the details given are true and complete.',
      abstract: 'Understanding of the challenge',
      proposalFile: 'Proposal document',
    });
    expect(proposalsEn.detail.questions.problem.termsAccepted).toBe('I accept the terms and conditions of the portal.');
    expect(proposalsHi.detail.questions.funding.termsAccepted).toBe('मैं योजना के नियम और शर्तें स्वीकार करता/करती हूँ।');
    expect(proposalsHi.detail.questions.idea.abstract).toBe('समस्या का वर्णन');
  });
});
