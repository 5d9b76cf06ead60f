/**
 * The rounds module's face (docs/architecture.md#evaluation-rounds): the port the app gives the proposals
 * module (joining a round at submission, the round on the answers, the cut-off's rules).
 */
export { proposalRoundsPort } from './operations/proposal-rounds.js';
export { roundsOpenedBetween } from './alerts-feed.repo.js';
