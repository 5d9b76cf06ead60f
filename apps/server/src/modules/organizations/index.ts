/**
 * The organizations module's face: the only file another module imports (docs/architecture.md#modules).
 */
export { rememberOrganization } from './operations/remember-organization.js';
