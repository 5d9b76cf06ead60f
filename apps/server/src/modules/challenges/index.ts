/**
 * The challenges module's face: the only file another module imports (docs/architecture.md#modules).
 */
export { ChallengesService } from './challenges.service.js';
