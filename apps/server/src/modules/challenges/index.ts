/**
 * The challenges module's face: the only file another module imports (docs/architecture.md#modules).
 * The model module: every other module follows its shape.
 */
export { answeredBy, answersBy, challengeFacts, linkProposal, mappingsOf, relinkProposal } from './operations/challenge-answers.js';
export { countOpenAndClosed } from './operations/search-challenges.js';
export { openChallengesLike } from './overlap-text.repo.js';
export { answersChallengeSql } from './challenges.repo.js';
export { type ChallengeHooks, registerChallengeHooks } from './challenge-hooks.js';
export { challengeFocusAreas, challengesPublishedBetween } from './alerts-feed.repo.js';
