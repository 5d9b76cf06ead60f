/** The mail module's face: a mail is queued in the caller's transaction (the outbox). */
export { queueMail, queueMails } from './mail.service.js';
