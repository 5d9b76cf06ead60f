/**
 * The mail module's face: the only file another module imports (docs/architecture.md#modules).
 */
export { queueMail } from './mail.service.js';
export { type MailContent, renderMail } from './mail.templates.js';
