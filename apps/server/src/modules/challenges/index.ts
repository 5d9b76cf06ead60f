/** The challenges module's face: what other modules may call. */
export { ChallengesService } from './challenges.service.js';
