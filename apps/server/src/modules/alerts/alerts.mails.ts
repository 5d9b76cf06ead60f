import { type AlertKind, PRODUCT_NAME, PRODUCT_NAME_HI } from '@portal/shared';
import { languageOf } from '../../lib/language.js';
import { renderMail } from '../mail/index.js';

type To = { name: string; language?: string | null };
/** One item of news: its kind, what the mail says of it and its page (absolute). */
export type DigestItem = { kind: AlertKind; title: string; url: string; closesOn?: string };
type Digest = { items: DigestItem[]; more: number; settingsUrl: string; unsubscribeUrl: string };

const KIND_EN: Record<AlertKind, string> = { CHALLENGE: 'Challenge', ROUND: 'Round', STEELCOLLAB: 'Steelcollab post' };
const KIND_HI: Record<AlertKind, string> = { CHALLENGE: 'चुनौती', ROUND: 'मूल्यांकन दौर', STEELCOLLAB: 'स्टीलकोलैब पोस्ट' };

/** A subscriber's digest of what is new since their last one, each item with its link, and a one-click unsubscribe. */
export function digestMail(to: To, d: Digest) {
  const count = d.items.length + d.more;
  if (languageOf(to) === 'hi')
    return renderMail(
      {
        subject: `${PRODUCT_NAME_HI}: आपके अलर्ट में ${count} नई सूचनाएँ`,
        greeting: `प्रिय ${to.name},`,
        paragraphs: ['आपके पिछले सारांश के बाद आपके चुने हुए फ़ोकस क्षेत्रों में यह नया है:'],
        links: d.items.map((i) => ({
          label: `${KIND_HI[i.kind]}: ${i.title}${i.closesOn ? ` (अंतिम तिथि ${i.closesOn})` : ''}`,
          url: i.url,
        })),
        ...(d.more > 0 ? { note: `और ${d.more} पोर्टल पर।` } : {}),
        action: { label: 'अपने अलर्ट बदलें', url: d.settingsUrl },
        footer: { text: 'आपको यह मेल इसलिए मिला क्योंकि आपने अलर्ट की सदस्यता ली है।', label: 'सदस्यता समाप्त करें', url: d.unsubscribeUrl },
      },
      'hi',
    );
  return renderMail({
    subject: `${PRODUCT_NAME}: ${count} new in your alerts`,
    greeting: `Dear ${to.name},`,
    paragraphs: ['New in your focus areas since your last digest:'],
    links: d.items.map((i) => ({ label: `${KIND_EN[i.kind]}: ${i.title}${i.closesOn ? ` (closes ${i.closesOn})` : ''}`, url: i.url })),
    ...(d.more > 0 ? { note: `And ${d.more} more on the portal.` } : {}),
    action: { label: 'Change your alerts', url: d.settingsUrl },
    footer: { text: 'You receive this mail because you subscribed to alerts.', label: 'Unsubscribe', url: d.unsubscribeUrl },
  });
}
