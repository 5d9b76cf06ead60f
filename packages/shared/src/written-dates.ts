import type { Language } from './languages.js';
import { MONTHS_SHORT_EN } from './month-names.js';
import { MONTHS_SHORT_HI } from './month-names-hi.js';

/**
 * Days as the server writes them for people, in mails and notifications: '11 Dec 2026' ('11 दिस॰ 2026'),
 * never the ISO '2026-12-11' (issue 40 item 16; decision 218). The web writes days with lib/format.ts from
 * its calendar catalogue, which reads the same month lists.
 */
const MONTHS_SHORT: Readonly<Record<Language, readonly string[]>> = { en: MONTHS_SHORT_EN, hi: MONTHS_SHORT_HI };

/** A calendar day (YYYY-MM-DD) as people read it in a language: '11 Dec 2026'; anything else as given. */
export function writtenDay(day: string, language: Language = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? MONTHS_SHORT[language][Number(m[2]) - 1] : undefined;
  return m && month ? `${m[3]} ${month} ${m[1]}` : day;
}
