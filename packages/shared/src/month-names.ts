/**
 * The short month names of en-IN, as CLDR writes them, for a day written for people ('11 Dec 2026'): the
 * server's mails and notifications (written-dates.ts) and the web's English calendar catalogue read this
 * one list. The Hindi is in month-names-hi.ts, so that an English page carries none of it.
 */
export const MONTHS_SHORT_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
