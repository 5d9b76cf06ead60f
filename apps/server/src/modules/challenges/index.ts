/**
 * The challenges module's face: the only file another module imports (docs/architecture.md#modules).
 * The model module: every other module follows its shape.
 */
import type { DbOrTx } from '../../db/client.js';
export { answeredBy, answersBy, challengeFacts, linkProposal, mappingsOf, relinkProposal } from './operations/challenge-answers.js';
export { countOpenAndClosed } from './operations/search-challenges.js';
export { openChallengesLike } from './overlap-text.repo.js';

/**
 * What a challenge's change asks of the evaluation rounds (which import this module, so it reaches them
 * through this port, decorated by app.ts from the rounds module's face): a Challenge Method round follows
 * its challenge's deadline (decision 273). Called in the changing transaction with the challenge locked.
 */
export type ChallengeRoundsPort = {
  deadlineChanged(tx: DbOrTx, actorId: string, challengeId: string, from: string | null, to: string | null): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    challengeRounds: ChallengeRoundsPort;
  }
}
