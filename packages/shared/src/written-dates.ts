import type { Language } from './languages.js';

/**
 * Days as the portal writes them for people, in mails, notifications and the history: '11 Dec 2026'
 * ('11 दिस॰ 2026'), never the ISO '2026-12-11' (issue 40 item 16; decision 218). The month names are
 * CLDR's short ones for en-IN and hi-IN; the web's calendar catalogue reads these same lists.
 */
export const MONTHS_SHORT_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
export const MONTHS_SHORT_HI = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'] as const;

const MONTHS_SHORT: Readonly<Record<Language, readonly string[]>> = { en: MONTHS_SHORT_EN, hi: MONTHS_SHORT_HI };
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) as people read it in a language: '11 Dec 2026'; anything else as given. */
export function writtenDay(day: string, language: Language = 'en'): string {
  const m = ISO_DAY.exec(day);
  const month = m ? MONTHS_SHORT[language][Number(m[2]) - 1] : undefined;
  return m && month ? `${m[3]} ${month} ${m[1]}` : day;
}

const WRITTEN_EN_DAY = /^(\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) (\d{4})$/;

/** A day the server wrote in English ('11 Dec 2026', a notification's place) in another language; anything else as given. */
export function writtenDayIn(text: string, language: Language): string {
  const m = WRITTEN_EN_DAY.exec(text);
  if (!m) return text;
  return `${m[1]} ${MONTHS_SHORT[language][(MONTHS_SHORT_EN as readonly string[]).indexOf(m[2]!)]} ${m[3]}`;
}
