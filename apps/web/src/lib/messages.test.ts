import { fillMessage, keyed, MESSAGES, notice, PROPOSAL_KINDS, PROPOSAL_STATUS_LABELS, REVIEW_MESSAGES, writtenDay } from '@portal/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCommon, setLanguage } from './i18n';
import { loadMessages, localize, noticeIn } from './messages';

// Both languages' catalogues, as a Hindi page and an English page load them.
for (const language of ['hi', 'en'] as const) {
  setLanguage(language);
  await Promise.all([loadCommon(), loadMessages()]);
}
afterAll(() => setLanguage('en'));

const latin = (text: string) => text.match(/[A-Za-z]+/g) ?? [];

describe('localize: the reasons of a reviewer suggestion or plan pair (decision 275)', () => {
  it('names the focus areas in common in Hindi, one or a list, and keeps the reviewer’s own keywords', () => {
    setLanguage('hi');
    const one = fillMessage(REVIEW_MESSAGES.suggestionFocusAreas, { areas: 'Decarbonization and Green Steel Innovation' });
    expect(localize(one)).toBe('साझा फ़ोकस क्षेत्र: डीकार्बनीकरण और हरित इस्पात नवाचार');
    const two = fillMessage(REVIEW_MESSAGES.suggestionFocusAreas, { areas: 'Operational Excellence, Digital and Industry 4.0' });
    expect(localize(two)).toBe('साझा फ़ोकस क्षेत्र: परिचालन उत्कृष्टता, डिजिटल और उद्योग 4.0');
    const keywords = fillMessage(REVIEW_MESSAGES.suggestionKeywords, { keywords: 'hydrogen, slag' });
    expect(localize(keywords)).toBe('प्रस्ताव में मिले मुख्य शब्द: hydrogen, slag');
    setLanguage('en');
    expect(localize(one)).toBe(one);
  });
});

describe('localize: notifications as the server stores them (decision 197)', () => {
  // The server writes these with the English labels of packages/shared (a Hindi page replaces the
  // tables' own texts in place, so the English is taken as the server has it).
  const kind = PROPOSAL_KINDS.openInnovation.label;
  const approved = PROPOSAL_STATUS_LABELS.APPROVED;

  it('reads a filled catalogue text in Hindi, its kind and status labels too, and keeps the record’s own words', () => {
    setLanguage('hi');
    const title = localize(fillMessage(MESSAGES.proposalStatusNoticeTitle, { kind, status: approved }));
    expect(title).toBe('आपका मुक्त नवाचार प्रस्ताव अब अनुमोदित है');
    const body = localize(
      fillMessage(MESSAGES.clarificationNoticeBody, {
        subject: fillMessage(MESSAGES.clarificationAboutProposal, { kind, title: 'Slag heat' }),
        clarification: 'Share the data.',
      }),
    );
    expect(body).toContain('आपके मुक्त नवाचार प्रस्ताव "Slag heat"');
    expect(latin(body)).toEqual(['Slag', 'heat', 'Share', 'the', 'data']);
  });

  it('writes a due day the server wrote in English with Hindi month names (decision 218)', () => {
    setLanguage('hi');
    const body = localize(fillMessage(MESSAGES.reviewAssignedNoticeBody, { kind, title: 'Slag heat', dueDate: writtenDay('2026-12-11') }));
    expect(body).toContain('11 दिस॰ 2026');
    expect(latin(body)).toEqual(['Slag', 'heat']);
    setLanguage('en');
    expect(localize(fillMessage(MESSAGES.reviewReminderNoticeTitle, { dueDate: writtenDay('2026-12-11') }))).toBe('Review due on 11 Dec 2026');
  });

  it('localizes a catalogue text inside a place: a report’s name in the project news', () => {
    setLanguage('hi');
    const what = fillMessage(MESSAGES.projectReportOfMilestone, { n: 2 });
    expect(localize(fillMessage(MESSAGES.projectAcceptedNoticeBody, { what, title: 'कोक दर' }))).toBe('"कोक दर" की उपलब्धि 2 की रिपोर्ट स्वीकार कर ली गई है।');
    const setUp = fillMessage(MESSAGES.projectSetUpNoticeBody, {
      title: 'कोक दर',
      grant: '₹1,00,00,000',
      milestones: fillMessage(MESSAGES.projectMilestones, { n: 3 }),
    });
    expect(latin(localize(setUp))).toEqual([]);
  });

  it('every notice the reviewer role gives reads Hindi with no English word', () => {
    setLanguage('hi');
    for (const text of [
      MESSAGES.reviewerRoleGrantedNoticeTitle,
      MESSAGES.reviewerRoleGrantedNoticeBody,
      MESSAGES.reviewerRoleRemovedNoticeTitle,
      MESSAGES.reviewerRoleRemovedNoticeBody,
      fillMessage(MESSAGES.collaboratorAddedBody, { owner: 'सुनीता वर्मा', kind, title: MESSAGES.untitledDraft }),
    ])
      expect(latin(localize(text)), text).toEqual([]);
  });

  it('leaves an English page and a text of no catalogue as they are', () => {
    setLanguage('en');
    const text = fillMessage(MESSAGES.proposalStatusNoticeTitle, { kind, status: approved });
    expect(localize(text)).toBe(text);
    setLanguage('hi');
    expect(localize('A free text the server wrote')).toBe('A free text the server wrote');
  });
});

describe('noticeIn: notifications by key (decision 277)', () => {
  const kind = PROPOSAL_KINDS.openInnovation.label;
  const words = (n: { message: string; key: string; params: Record<string, unknown> }) => noticeIn(n.message, n as never);

  it('words a notice by its key, a value that is a catalogue text by its own key, and keeps the values as given', () => {
    setLanguage('hi');
    expect(words(notice('proposalStatusNoticeTitle', { kind, status: PROPOSAL_STATUS_LABELS.APPROVED }))).toBe('आपका मुक्त नवाचार प्रस्ताव अब अनुमोदित है');
    // A title that reads like a catalogue text stays the applicant's words: nothing is matched by its English.
    const accepted = notice('projectAcceptedNoticeBody', { what: keyed('projectReportOfMilestone', { n: 2 }), title: 'report of milestone 3' });
    expect(words(accepted)).toBe('"report of milestone 3" की उपलब्धि 2 की रिपोर्ट स्वीकार कर ली गई है।');
    const setUp = notice('projectSetUpNoticeBody', { title: 'कोक दर', grant: '₹1,00,00,000', milestones: keyed('projectMilestones', { n: 3 }) });
    expect(latin(words(setUp))).toEqual([]);
    const declined = notice('noticeTwoSentences', {
      first: keyed('reviewExpiredNoticeBody', { name: 'अनिल', kind, title: 'कोक दर', respondBy: writtenDay('2026-12-11') }),
      second: keyed('reviewNoReplacementNotice'),
    });
    expect(latin(words(declined))).toEqual([]);
    expect(words(declined)).toContain('11 दिस॰ 2026');
  });

  it('gives the English as stored on an English page, and reads a notice stored before the keys by its English', () => {
    setLanguage('en');
    const title = notice('proposalStatusNoticeTitle', { kind, status: PROPOSAL_STATUS_LABELS.APPROVED });
    expect(words(title)).toBe(title.message);
    setLanguage('hi');
    expect(noticeIn(title.message, null)).toBe('आपका मुक्त नवाचार प्रस्ताव अब अनुमोदित है');
  });
});

describe("localize: peer review's and the projects' answers", () => {
  it('reads them in Hindi, filled places and all', async () => {
    const { REVIEW_MESSAGES, PROJECT_MESSAGES } = await import('@portal/shared');
    setLanguage('hi');
    expect(localize(REVIEW_MESSAGES.reviewSubmitted)).toBe('समीक्षा जमा की गई');
    expect(localize(REVIEW_MESSAGES.scoreRange)).not.toMatch(/[A-Za-z]/);
    expect(localize(fillMessage(PROJECT_MESSAGES.trancheEarlierFirst, { previous: 1 }))).toBe('पहले किस्त 1 जारी करें');
  });
});

describe('localize: the most specific template wins', () => {
  it('reads a clarification with its answer-by date by the template that has the date', () => {
    setLanguage('hi');
    const subject = fillMessage(MESSAGES.clarificationAboutProposal, { kind: PROPOSAL_KINDS.openInnovation.label, title: 'स्लैग' });
    const text = fillMessage(MESSAGES.clarificationNoticeBodyBy, { subject, respondBy: '2026-12-10', clarification: 'आँकड़े दें।' });
    expect(localize(text)).toBe('पोर्टल के प्रशासकों ने आपके मुक्त नवाचार प्रस्ताव "स्लैग" पर स्पष्टीकरण माँगा है (2026-12-10 तक उत्तर दें): आँकड़े दें।');
  });
});
