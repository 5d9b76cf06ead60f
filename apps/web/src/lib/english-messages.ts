import { ALERT_MESSAGES, MESSAGES, PROJECT_MESSAGES, REVIEW_MESSAGES, ROUND_MESSAGES, STEELCOLLAB_POSTING_RULES } from '@portal/shared';

/**
 * Every catalogue the server answers from, in English, under the keys of the Hindi 'messages' catalogue:
 * MESSAGES, the posting rules, peer review's and the projects' (keys apart by a prefix). `localize`
 * (lib/messages.ts) matches a shown text against these; a Hindi page loads this module, an English one not.
 */
export function englishMessages(): Record<string, string> {
  const prefixed = (prefix: string, texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [`${prefix}_${k}`, v]));
  return {
    ...MESSAGES,
    ...prefixed('postingRule', Object.fromEntries(Object.entries(STEELCOLLAB_POSTING_RULES).map(([k, v]) => [k, v.message]))),
    ...prefixed('review', REVIEW_MESSAGES),
    ...prefixed('project', PROJECT_MESSAGES),
    ...prefixed('round', ROUND_MESSAGES),
    ...prefixed('alert', ALERT_MESSAGES),
  };
}
