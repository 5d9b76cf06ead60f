/**
 * The mail module's face: the only file another module imports (docs/architecture.md#modules).
 * A mail is queued in the caller's transaction (the outbox).
 */
export { queueMail, queueMails } from './mail.service.js';
export { type MailContent, renderMail } from './mail.templates.js';
