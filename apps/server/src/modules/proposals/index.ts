/** The proposals module's face: what other modules may use of it. */
export { anyOfLexemes, type OverlapDocument, overlapCandidateIds, proposalPeople, publicPostsLike, readDocuments } from './overlap-text.repo.js';
