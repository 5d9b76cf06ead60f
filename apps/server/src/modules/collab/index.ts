/**
 * The collab module's face (docs/architecture.md#partners-by-consent): partners by consent. The
 * Steelcollab connect sends its request through `sendRequest`.
 */
export { sendRequest } from './operations/send-request.js';
