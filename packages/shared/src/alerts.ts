/**
 * Alerts for new calls (docs/architecture.md#alerts): what a user may subscribe to, how often, the API's
 * paths and the texts the server answers (their Hindi is in the web's messages).
 */
export const ALERT_KINDS = ['CHALLENGE', 'ROUND', 'STEELCOLLAB'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_FREQUENCIES = ['DAILY', 'WEEKLY'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** The list a signed unsubscribe link names (one today; the token carries it so more can come). */
export const ALERT_LISTS = ['digest'] as const;
export type AlertList = (typeof ALERT_LISTS)[number];
/** At most this many items of each kind in one digest; the mail then says there are more on the portal. */
export const ALERT_DIGEST_ITEMS_PER_KIND = 10;
/** The unsubscribe token's longest form (a user id, a list, a generation and a signature). */
export const ALERT_TOKEN_MAX_LENGTH = 300;

export const ALERT_API = {
  mine: '/me/alerts',
  unsubscribe: '/alerts/unsubscribe',
} as const;

/** The web's pages of alerts: the settings (signed in) and the unsubscribe confirmation (no sign-in). */
export const ALERT_PATHS = {
  settings: '/dashboard/alerts',
  unsubscribe: '/alerts/unsubscribe',
} as const;

export const ALERT_MESSAGES = {
  saved: 'Your alerts are saved',
  turnedOff: 'Your alerts are off',
  kindInvalid: 'Choose among challenges, rounds and Steelcollab posts',
  frequencyInvalid: 'Choose daily or weekly',
  unsubscribed: 'You are unsubscribed: no more digests will be sent',
  alreadyUnsubscribed: 'You were already unsubscribed from these digests',
  linkInvalid: 'This unsubscribe link is not valid',
} as const;
