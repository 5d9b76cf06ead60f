/** The notifications module's face. */
export { notify } from './notifications.service.js';
