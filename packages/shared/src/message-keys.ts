import { ALERT_MESSAGES } from './alerts.js';
import { fillMessage, MESSAGES } from './messages.js';
import { STEELCOLLAB_POSTING_RULES } from './posting-rules.js';
import { PROJECT_MESSAGES } from './projects.js';
import { REVIEW_MESSAGES } from './review-messages.js';
import { ROUND_MESSAGES } from './rounds.js';

/**
 * A server message by key (decision 228): the key of a text of the shared catalogues, the values of its
 * places, and the English as the catalogue reads filled (for API clients). The web shows the key's text
 * in the page's language with the same values; it never reads the English back.
 */
export type MessageParams = Record<string, string | number>;
export type MessageRef = { key: string; params: MessageParams };
export type KeyedMessage = MessageRef & { message: string };

const prefixed = (prefix: string, texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`${prefix}_${k}`, v]));

/**
 * Every catalogue the server answers from, in English, under one flat set of keys: MESSAGES as they are,
 * the posting rules, peer review's and the projects' texts apart by a prefix. The web's Hindi 'messages'
 * catalogue has the same keys (npm run check:catalogues).
 */
export const SERVER_MESSAGES: Readonly<Record<string, string>> = {
  ...MESSAGES,
  ...prefixed('postingRule', Object.fromEntries(Object.entries(STEELCOLLAB_POSTING_RULES).map(([k, v]) => [k, v.message]))),
  ...prefixed('review', REVIEW_MESSAGES),
  ...prefixed('project', PROJECT_MESSAGES),
  ...prefixed('alert', ALERT_MESSAGES),
  ...prefixed('round', ROUND_MESSAGES),
};

export type ServerMessageKey =
  | keyof typeof MESSAGES
  | `postingRule_${keyof typeof STEELCOLLAB_POSTING_RULES}`
  | `review_${keyof typeof REVIEW_MESSAGES}`
  | `project_${keyof typeof PROJECT_MESSAGES}`
  | `alert_${keyof typeof ALERT_MESSAGES}`
  | `round_${keyof typeof ROUND_MESSAGES}`;

/**
 * A catalogue text by key with its values. `english` fills the English where a value reads differently
 * to an English reader than the value the web is given (a milestone's name for its number).
 */
export function keyed(key: ServerMessageKey, params: MessageParams = {}, english: MessageParams = params): KeyedMessage {
  return { key, params, message: fillMessage(SERVER_MESSAGES[key]!, english) };
}

/**
 * A notification's text (decision 277): a catalogue text by key, whose values may themselves be catalogue
 * texts by key (`keyed('projectMilestones', { n: 3 })`), so that the web words each in the reader's language.
 */
export type NoticeRef = { key: string; params: Record<string, string | number | MessageRef> };
export type KeyedNotice = NoticeRef & { message: string };

/** A notification's text by key with its values, and its English as the catalogue reads filled. */
export function notice(key: ServerMessageKey, params: Record<string, string | number | KeyedMessage> = {}): KeyedNotice {
  const english: MessageParams = {};
  const refs: NoticeRef['params'] = {};
  for (const [name, value] of Object.entries(params)) {
    english[name] = typeof value === 'object' ? value.message : value;
    refs[name] = typeof value === 'object' ? { key: value.key, params: value.params } : value;
  }
  return { key, params: refs, message: fillMessage(SERVER_MESSAGES[key]!, english) };
}

let byText: Map<string, string> | null = null;

/**
 * The key of a catalogue text given without places (`MESSAGES.notFound`): the server's one error path
 * gives every answer its key this way, so a refusal written with a plain catalogue constant needs no change.
 * Exact text only; a filled text is given by key (`keyed`).
 */
export function keyOfText(text: string): string | undefined {
  if (!byText) {
    byText = new Map();
    for (const [key, value] of Object.entries(SERVER_MESSAGES)) if (!value.includes('{{') && !byText.has(value)) byText.set(value, key);
  }
  return byText.get(text);
}
