/**
 * The alerts module's face (docs/architecture.md#alerts): a user's alerts for new calls, the digest pass
 * the housekeeping runs, and the one-click unsubscribe. Other modules import only this file.
 */
export { sendDigests } from './operations/send-digests.js';
export { alertsRoutes } from './alerts.routes.js';
