import { MESSAGES, STEELCOLLAB_POSTING_RULES } from '@portal/shared';
import { currentLanguage, loadTranslations, translate } from './i18n';

/**
 * The shared catalogue's texts (MESSAGES: the server's answers, the forms' validation, toasts) in the
 * page's language (decision 177). The forms' rules and the server speak English, as the specification
 * quotes them; where a Hindi page shows such a text (a field's error, the error summary, a toast, a
 * banner), `localize` finds which catalogue text it is (filled places included) and shows its Hindi.
 * A text that is in no catalogue (a name, a server's free text) is shown as it is.
 */
export const loadMessages = () =>
  loadTranslations('messages', {
    en: async () => ({ ...MESSAGES, ...postingRulesEn() }),
    hi: () => import('../locales/hi/messages').then((m) => ({ ...m.messages, ...prefixed(m.postingRules) })),
  });

const prefixed = (rules: Record<string, string>) => Object.fromEntries(Object.entries(rules).map(([k, v]) => [`postingRule_${k}`, v]));
const postingRulesEn = () => prefixed(Object.fromEntries(Object.entries(STEELCOLLAB_POSTING_RULES).map(([k, v]) => [k, v.message])));

type Matcher = { key: string; pattern: RegExp; names: string[] };
let matchers: Matcher[] | null = null;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function allMatchers(): Matcher[] {
  if (matchers) return matchers;
  const english: Record<string, string> = { ...MESSAGES, ...postingRulesEn() };
  matchers = Object.entries(english).map(([key, text]) => {
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
    return { key, pattern: new RegExp(`^${source}$`), names };
  });
  return matchers;
}

/** A catalogue text, as the English page shows it, in the page's language. */
export function localize(text: string): string {
  if (currentLanguage() === 'en' || !text) return text;
  for (const { key, pattern, names } of allMatchers()) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, localize(found[i + 1] ?? '')]));
    return translate('messages', key, values) as string;
  }
  return text;
}
