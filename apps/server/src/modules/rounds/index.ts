/**
 * The rounds module's face (docs/architecture.md#evaluation-rounds): what app.ts wires into the proposals
 * module's hooks (joining a round at submission, the round on the answers, the cut-off's rules).
 */
export { beforeSingleDecision, joinRound, roundsOf } from './operations/proposal-rounds.js';
export { followChallengeDeadline } from './operations/follow-challenge-deadline.js';
export { roundsOpenedBetween } from './alerts-feed.repo.js';
export { roundMetrics, type RoundMetricRow } from './operations/round-metrics.js';
