import { formatRupees, keyed, type KeyedMessage, type KeyedNotice, notice, PRODUCT_NAME, PRODUCT_NAME_HI, writtenDay } from '@portal/shared';
import { languageOf } from '../../lib/language.js';
import { renderMail } from '../mail/index.js';

/**
 * What the grantees (owner and collaborators) hear of their project: the same words in the mail and
 * in the portal's notification. `title` and `body` are the notification; the mail adds a greeting and
 * a link to the project page. The notification's words are catalogue texts (MESSAGES), which the web words
 * in the reader's language (decision 277); `hi` is the same news in Hindi for the mail of a grantee whose language
 * is Hindi (decision 176; terms: docs/glossary.md).
 */
type News = { subject: string; title: string; body: string };
/** The English news: its notification's title and body by catalogue key (decision 277), the mail's words their English. */
export type ProjectNews = { subject: string; title: KeyedNotice; body: KeyedNotice; hi: News };

/** A report's name as operations/project-facts.ts writes it ('report of milestone 1', 'progress report for Q1 2026'), in Hindi. */
function whatHi(what: string): string {
  const milestone = /^report of milestone (\d+)$/.exec(what);
  if (milestone) return `उपलब्धि ${milestone[1]} की रिपोर्ट`;
  const quarterly = /^progress report for (.*)$/.exec(what);
  if (quarterly) return `${quarterly[1]} की प्रगति रिपोर्ट`;
  return what;
}

export const projectNews = {
  setUp: (p: { title: string; grant: number; milestones: number }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: your project "${p.title}" is set up`,
    title: notice('projectSetUpNoticeTitle'),
    body: notice('projectSetUpNoticeBody', {
      title: p.title,
      grant: formatRupees(p.grant),
      milestones: p.milestones === 1 ? keyed('projectOneMilestone') : keyed('projectMilestones', { n: p.milestones }),
    }),
    hi: {
      subject: `${PRODUCT_NAME_HI}: आपकी परियोजना "${p.title}" स्थापित की गई`,
      title: 'आपकी परियोजना स्थापित की गई',
      body: `मिशन ने परियोजना "${p.title}" स्थापित की है: तीन किस्तों में ${formatRupees(p.grant)} का अनुदान, ${p.milestones} ${p.milestones === 1 ? 'उपलब्धि' : 'उपलब्धियों'} सहित। हस्ताक्षरित करार उपलब्ध होने पर पहली किस्त जारी की जाती है।`,
    },
  }),
  agreement: (p: { title: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: the agreement of "${p.title}" is available`,
    title: notice('projectAgreementNoticeTitle'),
    body: notice('projectAgreementNoticeBody', { title: p.title }),
    hi: {
      subject: `${PRODUCT_NAME_HI}: "${p.title}" का करार उपलब्ध है`,
      title: 'वित्तपोषण करार उपलब्ध',
      body: `"${p.title}" का हस्ताक्षरित वित्तपोषण करार उपलब्ध है: इसे परियोजना पृष्ठ से डाउनलोड करें।`,
    },
  }),
  released: (p: { title: string; n: number; amount: number; releasedOn: string; transactionRef: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: tranche ${p.n} of "${p.title}" released`,
    title: notice('projectReleasedNoticeTitle', { n: p.n }),
    body: notice('projectReleasedNoticeBody', {
      n: p.n,
      title: p.title,
      amount: formatRupees(p.amount),
      releasedOn: writtenDay(p.releasedOn),
      transactionRef: p.transactionRef,
    }),
    hi: {
      subject: `${PRODUCT_NAME_HI}: "${p.title}" की किस्त ${p.n} जारी की गई`,
      title: `किस्त ${p.n} जारी की गई`,
      body: `"${p.title}" की किस्त ${p.n}, ${formatRupees(p.amount)}, ${writtenDay(p.releasedOn, 'hi')} को जारी की गई (लेनदेन संदर्भ ${p.transactionRef})।`,
    },
  }),
  due: (p: { title: string; what: KeyedMessage; dueDate: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: ${p.what.message} of "${p.title}" due on ${writtenDay(p.dueDate)}`,
    title: notice('projectDueNoticeTitle'),
    body: notice('projectDueNoticeBody', { ...p, dueDate: writtenDay(p.dueDate) }),
    hi: {
      subject: `${PRODUCT_NAME_HI}: "${p.title}" की ${whatHi(p.what.message)} की नियत तिथि ${writtenDay(p.dueDate, 'hi')}`,
      title: 'रिपोर्ट एक सप्ताह में देय',
      body: `"${p.title}" की ${whatHi(p.what.message)} की नियत तिथि ${writtenDay(p.dueDate, 'hi')} है। इसे परियोजना पृष्ठ से जमा करें।`,
    },
  }),
  accepted: (p: { title: string; what: KeyedMessage }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: ${p.what.message} of "${p.title}" accepted`,
    title: notice('projectAcceptedNoticeTitle'),
    body: notice('projectAcceptedNoticeBody', p),
    hi: {
      subject: `${PRODUCT_NAME_HI}: "${p.title}" की ${whatHi(p.what.message)} स्वीकृत`,
      title: 'रिपोर्ट स्वीकृत',
      body: `"${p.title}" की ${whatHi(p.what.message)} स्वीकार कर ली गई है।`,
    },
  }),
  changes: (p: { title: string; what: KeyedMessage; message: string }): ProjectNews => ({
    subject: `${PRODUCT_NAME}: changes asked to the ${p.what.message} of "${p.title}"`,
    title: notice('projectChangesNoticeTitle'),
    body: notice('projectChangesNoticeBody', p),
    hi: {
      subject: `${PRODUCT_NAME_HI}: "${p.title}" की ${whatHi(p.what.message)} में परिवर्तन माँगे गए`,
      title: 'रिपोर्ट में परिवर्तन माँगे गए',
      body: `मिशन "${p.title}" की ${whatHi(p.what.message)} में परिवर्तन चाहता है: ${p.message} इसे परियोजना पृष्ठ से पुनः जमा करें।`,
    },
  }),
};

/** The news as a mail, in the grantee's language. */
export function projectMail(to: { name: string; language?: string | null }, news: ProjectNews, pageUrl: string) {
  if (languageOf(to) === 'hi')
    return renderMail(
      { subject: news.hi.subject, greeting: `प्रिय ${to.name},`, paragraphs: [news.hi.body], action: { label: 'परियोजना खोलें', url: pageUrl } },
      'hi',
    );
  return renderMail({
    subject: news.subject,
    greeting: `Dear ${to.name},`,
    paragraphs: [news.body.message],
    action: { label: 'Open the project', url: pageUrl },
  });
}
