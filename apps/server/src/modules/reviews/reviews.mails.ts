import { PRODUCT_NAME, PRODUCT_NAME_HI, writtenDay } from '@portal/shared';
import { kindLabelIn, languageOf } from '../../lib/language.js';
import { renderMail } from '../mail/index.js';

/** A recipient: their name, and the language their mails are written in (decision 176). */
type To = { name: string; language?: string | null };

/** To a user made a reviewer, or no longer one; `pageUrl` opens their reviews. */
export function reviewerRoleMail(to: To, granted: boolean, pageUrl: string) {
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: granted ? `${PRODUCT_NAME_HI}: अब आप समीक्षक हैं` : `${PRODUCT_NAME_HI}: अब आप समीक्षक नहीं हैं`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: granted
          ? [
              'पोर्टल के प्रशासकों ने आपको वित्तपोषण प्रस्तावों का समीक्षक बनाया है। जब कोई प्रस्ताव आपको सौंपा जाएगा, तो आपको मेल भेजा जाएगा, और वह आपके डैशबोर्ड में "समीक्षाएँ" के अंतर्गत सूचीबद्ध होगा।',
              'किसी प्रस्ताव के खुलने से पहले आपसे यह घोषित करने के लिए कहा जाएगा कि उसके साथ आपके हितों का कोई टकराव नहीं है।',
            ]
          : ['पोर्टल के प्रशासकों ने आपकी समीक्षक की भूमिका हटा दी है। जो समीक्षाएँ आपने जमा नहीं की थीं, वे वापस ले ली गईं; जमा की गई समीक्षाएँ रखी गई हैं।'],
        action: { label: granted ? 'अपनी समीक्षाएँ खोलें' : 'पोर्टल खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: granted ? `${PRODUCT_NAME}: you are now a reviewer` : `${PRODUCT_NAME}: you are no longer a reviewer`,
    greeting: `Dear ${to.name},`,
    paragraphs: granted
      ? [
          'The portal administrators made you a reviewer of funding proposals. When a proposal is assigned to you, you will be mailed, and it will be listed under "Reviews" in your dashboard.',
          'Before a proposal opens you are asked to declare that you have no conflict of interest with it.',
        ]
      : ['The portal administrators removed your reviewer role. Reviews you had not submitted were handed back; those you submitted are kept.'],
    action: { label: granted ? 'Open your reviews' : 'Open the portal', url: pageUrl },
  });
}

/** To a reviewer invited to review a proposal: its title, kind, due date and the day to answer by. */
export function reviewAssignedMail(to: To, p: { kindLabel: string; title: string; dueDate: string; respondBy?: string | null }, pageUrl: string) {
  // The due day as people read it, in the mail's language (decision 218).
  const due = writtenDay(p.dueDate, languageOf(to));
  const respondBy = p.respondBy ? writtenDay(p.respondBy, languageOf(to)) : null;
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: ${due} तक समीक्षा हेतु एक प्रस्ताव`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `आपसे ${kindLabelIn(p.kindLabel, 'hi')} "${p.title}" की समीक्षा ${due} तक करने का अनुरोध किया गया है।`,
          'इसे अपने डैशबोर्ड में खोलें: पहले घोषित करें कि क्या इसके साथ आपके हितों का कोई टकराव है। यदि कोई टकराव नहीं है, तो प्रस्ताव और उसके दस्तावेज़ समीक्षा प्रपत्र के साथ खुल जाएँगे।',
          ...(respondBy ? [`कृपया ${respondBy} तक आमंत्रण स्वीकार या अस्वीकार करें; उत्तर न मिलने पर आमंत्रण समाप्त हो जाता है।`] : []),
        ],
        action: { label: 'समीक्षा खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: a proposal to review by ${due}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `You were asked to review the ${p.kindLabel} "${p.title}" by ${due}.`,
      'Open it in your dashboard: first declare whether you have a conflict of interest with it. If you have none, the proposal and its documents open beside the review form.',
      ...(respondBy ? [`Please accept or decline the invitation by ${respondBy}; unanswered, it expires.`] : []),
    ],
    action: { label: 'Open the review', url: pageUrl },
  });
}

/** To a reviewer whose assignment the administrators withdrew. */
export function reviewWithdrawnMail(to: To, p: { kindLabel: string; title: string }, pageUrl: string) {
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: समीक्षा का एक कार्य वापस लिया गया`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [`पोर्टल के प्रशासकों ने ${kindLabelIn(p.kindLabel, 'hi')} "${p.title}" की समीक्षा का आपका कार्य वापस ले लिया है। इसके लिए आपको और कुछ नहीं करना है।`],
        action: { label: 'अपनी समीक्षाएँ खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: a review assignment was withdrawn`,
    greeting: `Dear ${to.name},`,
    paragraphs: [`The portal administrators withdrew your assignment to review the ${p.kindLabel} "${p.title}". You need do nothing more for it.`],
    action: { label: 'Open your reviews', url: pageUrl },
  });
}

/** To a reviewer, once, two days before an unsubmitted review is due. */
export function reviewReminderMail(to: To, p: { kindLabel: string; title: string; dueDate: string }, pageUrl: string) {
  // The due day as people read it, in the mail's language (decision 218).
  const due = writtenDay(p.dueDate, languageOf(to));
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपकी समीक्षा की नियत तिथि ${due} है`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [`${kindLabelIn(p.kindLabel, 'hi')} "${p.title}" की आपकी समीक्षा की नियत तिथि ${due} है और वह अभी जमा नहीं की गई है।`],
        action: { label: 'समीक्षा खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: your review is due on ${due}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [`Your review of the ${p.kindLabel} "${p.title}" is due on ${due} and has not been submitted yet.`],
    action: { label: 'Open the review', url: pageUrl },
  });
}

/** To a reviewer, once, two days before an unanswered invitation's respond-by day. */
export function invitationReminderMail(to: To, p: { kindLabel: string; title: string; respondBy: string }, pageUrl: string) {
  const by = writtenDay(p.respondBy, languageOf(to));
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: ${by} तक समीक्षा के आमंत्रण का उत्तर दें`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `कृपया ${kindLabelIn(p.kindLabel, 'hi')} "${p.title}" की समीक्षा का आमंत्रण ${by} तक स्वीकार या अस्वीकार करें; उत्तर न मिलने पर आमंत्रण समाप्त हो जाता है।`,
        ],
        action: { label: 'आमंत्रण खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: answer the invitation to review by ${by}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [`Please accept or decline the invitation to review the ${p.kindLabel} "${p.title}" by ${by}; unanswered, it expires.`],
    action: { label: 'Open the invitation', url: pageUrl },
  });
}

/** To a reviewer, one and three days after an unsubmitted review's due date. */
export function reviewLateMail(to: To, p: { kindLabel: string; title: string; dueDate: string }, pageUrl: string) {
  const due = writtenDay(p.dueDate, languageOf(to));
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपकी समीक्षा ${due} से विलंबित है`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `${kindLabelIn(p.kindLabel, 'hi')} "${p.title}" की आपकी समीक्षा की नियत तिथि ${due} थी और वह अभी जमा नहीं की गई है। कृपया इसे जमा करें, या प्रशासकों को बताएँ।`,
        ],
        action: { label: 'समीक्षा खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: your review was due on ${due}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `Your review of the ${p.kindLabel} "${p.title}" was due on ${due} and has not been submitted yet. Please submit it, or tell the administrators.`,
    ],
    action: { label: 'Open the review', url: pageUrl },
  });
}

/**
 * To each admin: a review was submitted (or corrected), or a reviewer declared a conflict. The event's
 * lines are the notification's, in English: the administrators' area is read in either language, and
 * a Hindi admin's mail frames them in Hindi.
 */
export function reviewEventMail(to: To, event: { subject: string; line: string }, pageUrl: string) {
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: ${event.subject}`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [event.line],
        action: { label: 'प्रस्ताव खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: ${event.subject}`,
    greeting: `Dear ${to.name},`,
    paragraphs: [event.line],
    action: { label: 'Open the proposal', url: pageUrl },
  });
}

/** To a reviewer invited by a round's plan: every proposal of theirs in one mail, each with its kind, title and due date (decision 257). */
export function reviewPlanMail(to: To, items: { kindLabel: string; title: string; dueDate: string }[], pageUrl: string) {
  const hi = languageOf(to) === 'hi';
  const lines = items.map((p, i) =>
    hi
      ? `${i + 1}. ${kindLabelIn(p.kindLabel, 'hi')} "${p.title}", ${writtenDay(p.dueDate, 'hi')} तक`
      : `${i + 1}. The ${p.kindLabel} "${p.title}", by ${writtenDay(p.dueDate, 'en')}`,
  );
  if (hi)
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: समीक्षा हेतु ${items.length} प्रस्ताव`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `आपसे इन ${items.length} प्रस्तावों की समीक्षा करने का अनुरोध किया गया है:`,
          ...lines,
          'प्रत्येक को अपने डैशबोर्ड में खोलें: पहले घोषित करें कि क्या इसके साथ आपके हितों का कोई टकराव है। यदि कोई टकराव नहीं है, तो प्रस्ताव और उसके दस्तावेज़ समीक्षा प्रपत्र के साथ खुल जाएँगे।',
        ],
        action: { label: 'अपनी समीक्षाएँ खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: ${items.length === 1 ? 'a proposal' : `${items.length} proposals`} to review`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `You were asked to review ${items.length === 1 ? 'this proposal' : `these ${items.length} proposals`}:`,
      ...lines,
      'Open each in your dashboard: first declare whether you have a conflict of interest with it. If you have none, the proposal and its documents open beside the review form.',
    ],
    action: { label: 'Open your reviews', url: pageUrl },
  });
}
