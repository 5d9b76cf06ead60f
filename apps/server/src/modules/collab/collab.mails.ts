import { PRODUCT_NAME, PRODUCT_NAME_HI } from '@portal/shared';
import { languageOf } from '../../lib/language.js';
import { renderMail } from '../mail/index.js';

type To = { name: string; language?: string | null };

/**
 * To the recipient of a request to collaborate: who asks and a link to the request, never the sender's
 * address (it is shared only on acceptance). One per request.
 */
export function collabRequestMail(to: To, from: { name: string; organization: string | null }, about: string | null, pageUrl: string) {
  if (languageOf(to) === 'hi') {
    const who = from.organization ? `${from.organization} के ${from.name}` : from.name;
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: ${from.name} आपके साथ सहयोग करना चाहते हैं`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: [
          `${who} ${PRODUCT_NAME_HI} पोर्टल पर आपके साथ सहयोग करना चाहते हैं${about ? ` ("${about}" के बारे में)` : ''}।`,
          'उनका संदेश पढ़ने के लिए अनुरोध खोलें। स्वीकार करने पर ही आप एक-दूसरे का ई-मेल और फ़ोन देखेंगे; 14 दिनों में उत्तर न मिलने पर अनुरोध समाप्त हो जाता है।',
        ],
        action: { label: 'अनुरोध खोलें', url: pageUrl },
      },
      'hi',
    );
  }
  return renderMail({
    subject: `${PRODUCT_NAME}: ${from.name} would like to collaborate with you`,
    greeting: `Dear ${to.name},`,
    paragraphs: [
      `${from.name}${from.organization ? ` of ${from.organization}` : ''} would like to collaborate with you${about ? ` about "${about}"` : ''} on the ${PRODUCT_NAME} portal.`,
      'Open the request to read their message. Only if you accept do you see each other’s e-mail and phone; a request not answered in 14 days expires.',
    ],
    action: { label: 'Open the request', url: pageUrl },
  });
}
