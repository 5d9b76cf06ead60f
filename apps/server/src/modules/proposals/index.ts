/**
 * The proposals module's face: the only file another module imports (docs/architecture.md#modules).
 * Who may read or answer for a proposal, its field labels, its lists, and the hooks that the modules
 * built on it fill at startup (app.ts). The rounds module reads proposals through it; the proposals module
 * reaches the rounds through the same hooks, so the two never import each other both ways (decision 274).
 */
export { clarifiedProposalOwner, findProposalForThread, proposalApplicants, requireApplicant, requirePrivateViewer } from './operations/proposal-access.js';
export { fieldLabelsIn } from './operations/proposal-field-labels.js';
export { type ProposalHooks, registerProposalHooks } from './proposal-hooks.js';
export {
  collaboratorRows,
  collaboratorsOf,
  findNamedTogether,
  findProposal,
  findReviewTexts,
  isCollaborator,
  isSubmittedSql,
  listCollaboratorIds,
  lockProposal,
  ownProposalsAmong,
  type ProposalHead,
  proposalHeadsOf,
  proposalIdsCollaboratedBy,
  proposalIdsWhere,
  proposalRows,
  proposalsInReachOf,
  setOwnerApproved,
  submittedAtSql,
  workFocusAreasOf,
} from './proposals.repo.js';
export { countProposals } from './operations/proposal-counts.js';
export { nameCollaboratorOnDraft } from './operations/name-collaborator.js';
export {
  anyOfLexemes,
  type OverlapDocument,
  proposalPeople,
  publicPostsLike,
  readDocuments,
  sameTeamCandidateIds,
  submittedIdsAfter,
} from './overlap-text.repo.js';
export { publicPostsBetween } from './alerts-feed.repo.js';
export { applyRoundStatuses, type ProposalRoundFacts, roundFactsOf } from './operations/round-facts.js';
