import { type MessageParams, MONTHS_SHORT_EN, type NoticeRef } from '@portal/shared';
import { currentLanguage, loadTranslations, translate } from './i18n';

/**
 * The shared catalogue's texts (MESSAGES: the server's answers, the forms' validation, toasts) in the
 * page's language (decision 177). The forms' rules and the server speak English, as the specification
 * quotes them; where a Hindi page shows such a text (a field's error, the error summary, a toast, a
 * banner), `localize` finds which catalogue text it is (filled places included) and shows its Hindi.
 * A text that is in no catalogue (a name, a server's free text) is shown as it is.
 *
 * An English page shows the texts as they come and loads nothing here: the English catalogues, which
 * `localize` matches texts against, and the shared tables' Hindi load with a Hindi page's Hindi.
 */
export const loadMessages = () =>
  loadTranslations('messages', {
    en: async () => ({}),
    hi: async () => {
      const [hi, en, labels] = await Promise.all([import('../locales/hi/messages'), import('./english-messages'), import('./shared-labels')]);
      english = en.englishMessages();
      matchers = null;
      hindiLabels = labels.hindiLabels;
      hindiFocusAreas = labels.hindiFocusAreas;
      return {
        ...hi.messages,
        ...prefixed('postingRule', hi.postingRules),
        ...prefixed('review', hi.reviewMessages),
        ...prefixed('project', hi.projectMessages),
        ...prefixed('round', hi.roundMessages),
        ...prefixed('alert', hi.alertMessages),
      };
    },
  });

let english: Record<string, string> = {};
let hindiLabels: Readonly<Record<string, string>> = {};
let hindiFocusAreas: Readonly<Record<string, string>> = {};

const prefixed = (prefix: string, texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`${prefix}_${k}`, v]));

type Matcher = { key: string; pattern: RegExp; names: string[]; literal: number };
let matchers: Matcher[] | null = null;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function allMatchers(): Matcher[] {
  if (matchers) return matchers;
  // A text of places only (a notification's `noticeTwoSentences`) would match any text: it is worded by key only.
  const matchable = Object.entries(english).filter(([, text]) => text.replace(/\{\{\w+\}\}/g, '').trim() !== '');
  matchers = matchable.map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const place = /^\{\{(\w+)\}\}$/.exec(part);
        if (!place) return escapeRegExp(part);
        names.push(place[1]!);
        return '([\\s\\S]*?)';
      })
      .join('');
    return { key, pattern: new RegExp(`^${source}$`), names, literal: text.replace(/\{\{\w+\}\}/g, '').length };
  });
  // The most specific template first: of 'asked on {{subject}}: {{text}}' and 'asked on {{subject}} (answer
  // by {{date}}): {{text}}', both match the second's texts, and only the longer one reads them right.
  matchers.sort((a, b) => b.literal - a.literal);
  return matchers;
}

/**
 * A catalogue text, as the English page shows it, in the page's language. Its filled places are
 * localized too: a catalogue text in a place ('report of milestone 2'), or a label of the shared tables
 * as the server wrote it in English (a kind, a status: lib/shared-labels.ts, decision 182). So a notification,
 * stored as the English the server made from the catalogue, reads Hindi on a Hindi page (decision 197).
 */
export function localize(text: string): string {
  if (currentLanguage() === 'en' || !text) return text;
  for (const { key, pattern, names } of allMatchers()) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, localize(found[i + 1] ?? '')]));
    return translate('messages', key, values) as string;
  }
  return sharedLabel(text) ?? writtenDayInPage(text);
}

/**
 * A server message by key (decision 228) in the page's language: the key's text in the catalogue, its
 * places filled with the message's values (a shared table's label or a written day among them in the
 * page's words). The English as sent on an English page, or where the key is not in the catalogue.
 */
export function messageIn(m: { message: string; key?: string; params?: MessageParams }): string {
  if (currentLanguage() === 'en' || !m.key) return m.message;
  const values = Object.fromEntries(
    Object.entries(m.params ?? {}).map(([name, v]) => [name, typeof v === 'string' ? (sharedLabel(v) ?? writtenDayInPage(v)) : v]),
  );
  return translate('messages', m.key, { ...values, defaultValue: m.message }) as string;
}

/**
 * A notification's text in the page's language (decision 277): by its key and values, a value that is a
 * catalogue text by key itself ('report of milestone 2') worded the same way. A notification stored before
 * the keys has none and is read by its English (decision 197).
 */
export function noticeIn(text: string, ref: NoticeRef | null | undefined): string {
  if (!ref) return localize(text);
  if (currentLanguage() === 'en') return text;
  const params = Object.fromEntries(Object.entries(ref.params).map(([name, v]) => [name, typeof v === 'object' ? messageIn({ message: '', ...v }) : v]));
  return messageIn({ message: text, key: ref.key, params });
}

const WRITTEN_DAY = /^(\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) (\d{4})$/;

/** A day the server wrote in English ('11 Dec 2026', a notification's place) with the page's month names (decision 218). */
function writtenDayInPage(text: string): string {
  const m = WRITTEN_DAY.exec(text);
  if (!m) return text;
  const months = translate('common', 'calendar.monthsShort', { returnObjects: true }) as readonly string[];
  return `${m[1]} ${months[(MONTHS_SHORT_EN as readonly string[]).indexOf(m[2]!)] ?? m[2]} ${m[3]}`;
}

function sharedLabel(text: string): string | undefined {
  if (Object.hasOwn(hindiLabels, text)) return hindiLabels[text];
  // Focus areas as the server lists them in a place ('A, B': a reviewer suggestion's reason); no focus
  // area's name has a comma, so a list of them splits back into names.
  const areas = text.split(', ');
  return areas.every((a) => Object.hasOwn(hindiFocusAreas, a)) ? areas.map((a) => hindiFocusAreas[a]).join(', ') : undefined;
}
