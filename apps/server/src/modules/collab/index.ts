/**
 * The collab module's face (docs/architecture.md#partners-by-consent): partners by consent. The
 * Steelcollab connect opens its request through the proposals hooks that app.ts wires to
 * `openConnectRequest` and `acceptedRequestBetween` (decision 265).
 */
export { acceptedRequestBetween, openConnectRequest } from './operations/connect-request.js';
export { sendRequest } from './operations/send-request.js';
