/**
 * The notifications module's face: the only file another module imports (docs/architecture.md#modules).
 */
export { type NotificationInput, notify, notifyMany, notifyOnce } from './operations/notify.js';
