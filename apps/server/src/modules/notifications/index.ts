/**
 * The notifications module's face: the only file another module imports (docs/architecture.md#modules).
 */
export { notify, notifyOnce } from './notifications.service.js';
