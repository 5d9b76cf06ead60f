import { loadMessages, localize, messageIn, noticeIn } from './messages';

/**
 * `localize`, ready to use: importing it waits for the shared catalogue in the page's language (a Hindi
 * page's Hindi, and the English texts it matches them by; an English page loads nothing). Only the
 * modules that show the server's or the forms' texts import it, so a page without them (the home page,
 * the other public pages) never loads the catalogue; a route's chunk that does waits for it before it
 * renders, as it waits for its own code.
 */
await loadMessages();

export { localize, messageIn, noticeIn };
