import { type Language, PRODUCT_NAME, PRODUCT_NAME_HI, writtenDay } from '@portal/shared';
import { kindLabelIn, languageOf } from '../../lib/language.js';
import { type MailContent, renderMail } from '../mail/index.js';

/**
 * The clarification threads' mails, each in its recipient's language (decision 176): the question
 * to the applicants (on a profile or a proposal), the follow-up, the reminder before the date, and the
 * answer to the admin who asked. `about` names the proposal: its kind's English label and its title.
 */
type To = { name: string; language?: string | null };
type About = { kindLabel: string; title: string };

const render = (to: To, en: MailContent, hi: MailContent) => (languageOf(to) === 'hi' ? renderMail(hi, 'hi') : renderMail(en));

/** To a user whose profile the admins ask about. */
export function profileClarificationMail(to: To, clarification: string, pageUrl: string) {
  return render(
    to,
    {
      subject: `${PRODUCT_NAME}: clarification requested on your profile`,
      greeting: `Dear ${to.name},`,
      paragraphs: [
        'The portal administrators reviewed your profile and need a clarification:',
        clarification,
        'Sign in and open your profile to update it; the request is listed under See Clarification.',
      ],
      action: { label: 'Open your profile', url: pageUrl },
    },
    {
      subject: `${PRODUCT_NAME_HI}: आपकी प्रोफ़ाइल पर स्पष्टीकरण माँगा गया`,
      greeting: `प्रिय ${to.name},`,
      paragraphs: [
        'पोर्टल के प्रशासकों ने आपकी प्रोफ़ाइल की समीक्षा की है और उन्हें एक स्पष्टीकरण चाहिए:',
        clarification,
        'इसे अद्यतन करने के लिए साइन इन करके अपनी प्रोफ़ाइल खोलें; यह अनुरोध "स्पष्टीकरण देखें" के अंतर्गत सूचीबद्ध है।',
      ],
      action: { label: 'अपनी प्रोफ़ाइल खोलें', url: pageUrl },
    },
  );
}

/** To each applicant of a proposal the admins ask about; `respondBy` when the proposal waits on them. */
export function proposalClarificationMail(to: To, about: About, clarification: string, respondByDay: string | null, pageUrl: string) {
  // The day to answer by as people read it, in the mail's language (decision 218).
  const respondBy = respondByDay ? writtenDay(respondByDay, languageOf(to)) : null;
  const hi = kindLabelIn(about.kindLabel, 'hi');
  return render(
    to,
    {
      subject: `${PRODUCT_NAME}: clarification requested on your proposal`,
      greeting: `Dear ${to.name},`,
      paragraphs: [
        `The portal administrators reviewed your ${about.kindLabel} "${about.title}" and need a clarification:`,
        clarification,
        ...(respondBy ? [`Please answer by ${respondBy} (India time). The proposal waits on you until then.`] : []),
        'Sign in and open the proposal to answer in the portal; the request is listed under its clarifications.',
      ],
      action: { label: 'Open the proposal', url: pageUrl },
    },
    {
      subject: `${PRODUCT_NAME_HI}: आपके प्रस्ताव पर स्पष्टीकरण माँगा गया`,
      greeting: `प्रिय ${to.name},`,
      paragraphs: [
        `पोर्टल के प्रशासकों ने आपके ${hi} "${about.title}" की समीक्षा की है और उन्हें एक स्पष्टीकरण चाहिए:`,
        clarification,
        ...(respondBy ? [`कृपया ${respondBy} (भारतीय समय) तक उत्तर दें। तब तक प्रस्ताव आपके उत्तर की प्रतीक्षा में रहेगा।`] : []),
        'पोर्टल में उत्तर देने के लिए साइन इन करके प्रस्ताव खोलें; यह अनुरोध उसके स्पष्टीकरणों में सूचीबद्ध है।',
      ],
      action: { label: 'प्रस्ताव खोलें', url: pageUrl },
    },
  );
}

/** To each applicant: a follow-up question in a thread, to answer by `respondBy`. */
export function followUpMail(to: To, about: About, text: string, respondByDay: string, pageUrl: string) {
  const respondBy = writtenDay(respondByDay, languageOf(to));
  return render(
    to,
    {
      subject: `${PRODUCT_NAME}: follow-up question on your proposal`,
      greeting: `Dear ${to.name},`,
      paragraphs: [
        `The portal administrators asked a follow-up on your ${about.kindLabel} "${about.title}":`,
        text,
        `Please answer by ${respondBy} (India time).`,
      ],
      action: { label: 'Open the proposal', url: pageUrl },
    },
    {
      subject: `${PRODUCT_NAME_HI}: आपके प्रस्ताव पर अनुवर्ती प्रश्न`,
      greeting: `प्रिय ${to.name},`,
      paragraphs: [
        `पोर्टल के प्रशासकों ने आपके ${kindLabelIn(about.kindLabel, 'hi')} "${about.title}" पर एक अनुवर्ती प्रश्न पूछा है:`,
        text,
        `कृपया ${respondBy} (भारतीय समय) तक उत्तर दें।`,
      ],
      action: { label: 'प्रस्ताव खोलें', url: pageUrl },
    },
  );
}

/** To each applicant, days before the answer is due. */
export function clarificationReminderMail(to: To, about: About, respondByDay: string, pageUrl: string) {
  const respondBy = writtenDay(respondByDay, languageOf(to));
  return render(
    to,
    {
      subject: `${PRODUCT_NAME}: please answer the clarification by ${respondBy}`,
      greeting: `Dear ${to.name},`,
      paragraphs: [
        `The portal administrators are waiting for your answer to their clarification on your ${about.kindLabel} "${about.title}".`,
        `Please answer in the portal by ${respondBy} (India time).`,
      ],
      action: { label: 'Open the proposal', url: pageUrl },
    },
    {
      subject: `${PRODUCT_NAME_HI}: कृपया ${respondBy} तक स्पष्टीकरण का उत्तर दें`,
      greeting: `प्रिय ${to.name},`,
      paragraphs: [
        `पोर्टल के प्रशासक आपके ${kindLabelIn(about.kindLabel, 'hi')} "${about.title}" पर माँगे गए स्पष्टीकरण के आपके उत्तर की प्रतीक्षा कर रहे हैं।`,
        `कृपया ${respondBy} (भारतीय समय) तक पोर्टल में उत्तर दें।`,
      ],
      action: { label: 'प्रस्ताव खोलें', url: pageUrl },
    },
  );
}

/**
 * To the admin who asked: the applicant's answer, its document's name and the proposal's fields changed
 * since the question, named as the proposal's form asks them, in each language.
 */
export function clarificationAnsweredMail(
  to: To,
  about: About,
  answer: { replier: string; text: string; fileName: string | null; changedFields: Record<Language, string[]> },
  pageUrl: string,
) {
  const fields = answer.changedFields.en.join(', ');
  const fieldsHi = answer.changedFields.hi.join(', ');
  return render(
    to,
    {
      subject: `${PRODUCT_NAME}: clarification answered`,
      greeting: `Dear ${to.name},`,
      paragraphs: [
        `${answer.replier} answered your clarification on the ${about.kindLabel} "${about.title}":`,
        answer.text,
        ...(answer.fileName ? [`Attached: ${answer.fileName}`] : []),
        ...(fields ? [`Fields changed since the question: ${fields}.`] : []),
      ],
      action: { label: 'Open the proposal', url: pageUrl },
    },
    {
      subject: `${PRODUCT_NAME_HI}: स्पष्टीकरण का उत्तर दिया गया`,
      greeting: `प्रिय ${to.name},`,
      paragraphs: [
        `${answer.replier} ने ${kindLabelIn(about.kindLabel, 'hi')} "${about.title}" पर आपके स्पष्टीकरण का उत्तर दिया है:`,
        answer.text,
        ...(answer.fileName ? [`संलग्न: ${answer.fileName}`] : []),
        ...(fieldsHi ? [`प्रश्न के बाद बदले गए क्षेत्र: ${fieldsHi}।`] : []),
      ],
      action: { label: 'प्रस्ताव खोलें', url: pageUrl },
    },
  );
}
