/** The challenges module's face: what other modules may use of it. */
export { openChallengesLike } from './overlap-text.repo.js';
