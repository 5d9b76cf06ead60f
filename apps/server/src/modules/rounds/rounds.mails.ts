import { PRODUCT_NAME, PRODUCT_NAME_HI, type RoundDecision } from '@portal/shared';
import { languageOf } from '../../lib/language.js';
import { renderMail } from '../mail/mail.templates.js';

type To = { name: string; language?: string | null };
type Decided = {
  decision: RoundDecision;
  title: string;
  reference: string | null;
  roundName: string;
  nextRoundName: string | null;
  conditions: string | null;
  comments: string[];
};

const DECISION_EN: Record<RoundDecision, string> = {
  FUND: 'The committee decided to fund your proposal.',
  FUND_WITH_CONDITIONS: 'The committee decided to fund your proposal, with the conditions below.',
  DECLINE: 'The committee decided not to fund your proposal.',
  DEFER: 'The committee deferred your proposal to its next round; its reviews are kept.',
};
const DECISION_HI: Record<RoundDecision, string> = {
  FUND: 'समिति ने आपके प्रस्ताव को वित्तपोषित करने का निर्णय लिया है।',
  FUND_WITH_CONDITIONS: 'समिति ने नीचे दी गई शर्तों के साथ आपके प्रस्ताव को वित्तपोषित करने का निर्णय लिया है।',
  DECLINE: 'समिति ने आपके प्रस्ताव को वित्तपोषित न करने का निर्णय लिया है।',
  DEFER: 'समिति ने आपके प्रस्ताव को अपने अगले दौर के लिए स्थगित कर दिया है; इसकी समीक्षाएँ रखी गई हैं।',
};

/** To an applicant, once, when the round's decisions are released: the decision, its conditions and the reviewers' comments. */
export function roundDecisionMail(to: To, d: Decided, pageUrl: string) {
  const ref = d.reference ? ` (${d.reference})` : '';
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: "${d.title}" पर समिति का निर्णय`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `${d.roundName} की मूल्यांकन समिति ने "${d.title}"${ref} पर निर्णय लिया है। ${DECISION_HI[d.decision]}`,
          ...(d.nextRoundName ? [`इसका मूल्यांकन अब ${d.nextRoundName} में होगा।`] : []),
          ...(d.conditions ? [`शर्तें: ${d.conditions}`] : []),
          ...(d.comments.length ? ['समीक्षकों की टिप्पणियाँ:', ...d.comments.map((c) => `• ${c}`)] : []),
        ],
        action: { label: 'प्रस्ताव खोलें', url: pageUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: the committee's decision on "${d.title}"`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `The evaluation committee of ${d.roundName} has decided on "${d.title}"${ref}. ${DECISION_EN[d.decision]}`,
      ...(d.nextRoundName ? [`It is now evaluated in ${d.nextRoundName}.`] : []),
      ...(d.conditions ? [`Conditions: ${d.conditions}`] : []),
      ...(d.comments.length ? ["The reviewers' comments:", ...d.comments.map((c) => `• ${c}`)] : []),
    ],
    action: { label: 'Open the proposal', url: pageUrl },
  });
}
