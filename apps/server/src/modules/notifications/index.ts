/** The notifications module's face. */
export { notify, notifyMany } from './notifications.service.js';
