import type { ProposalKindId } from '@portal/shared';
import type { ProposalRound } from '@portal/shared/schemas';
import type { DbOrTx } from '../../db/client.js';

/**
 * The proposals module's face: the only file another module imports (docs/architecture.md#modules).
 * Who may read or answer for a proposal, its field labels, its lists, and the hooks that the modules
 * built on it fill at startup (app.ts). The rounds module reads proposals through it; the proposals module
 * reaches the rounds through the port below, which the app decorates with the rounds module's
 * implementation, so the two never import each other both ways (decision 242).
 */
export { clarifiedProposalOwner, findProposalForThread, proposalApplicants, requireApplicant, requirePrivateViewer } from './operations/proposal-access.js';
export { fieldLabelsIn } from './operations/proposal-field-labels.js';
export { type ProposalHooks, registerProposalHooks } from './proposal-hooks.js';
export { collaboratorsOf, findNamedTogether, findProposal, lockProposal, proposalsInReachOf, workFocusAreasOf } from './proposals.repo.js';
export { countProposals } from './operations/proposal-counts.js';
export { anyOfLexemes, type OverlapDocument, overlapCandidateIds, proposalPeople, publicPostsLike, readDocuments } from './overlap-text.repo.js';
export { applyRoundStatuses, type ProposalRoundFacts, roundFactsOf } from './operations/round-facts.js';

/** What a submission, an edit, a status change and the answers need of the evaluation rounds. */
export type ProposalRoundsPort = {
  /** In the submitting transaction: the proposal joins the earliest open round of its scheme (CM: of its challenge). */
  join(tx: DbOrTx, proposal: { id: string; kindId: ProposalKindId; challengeId: string | null }): Promise<ProposalRound | null>;
  /** The current round of each proposal, the decision only once released. */
  roundsOf(db: DbOrTx, proposalIds: string[]): Promise<Map<string, ProposalRound>>;
  /**
   * Before an admin's one-at-a-time status change, in its transaction: refused (409) once the round has
   * passed its cut-off and not released; before the cut-off the proposal leaves its round.
   */
  beforeSingleDecision(tx: DbOrTx, proposalId: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    proposalRounds: ProposalRoundsPort;
  }
}
