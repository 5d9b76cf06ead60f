/**
 * The overlap module's face (docs/architecture.md#funding-the-same-work-twice): what other modules may
 * use of it. The committee's agenda flags a proposal with an unresolved likely duplicate through
 * `unresolvedLikelyDuplicates` (many ids at once); app.ts wires `indexProposals` and
 * `unresolvedLikelySql` into the proposals module's hooks, and runs `backfillIndex` at start-up.
 */
export { unresolvedLikelyDuplicates } from './operations/find-overlap.js';
export { backfillIndex, indexProposals } from './operations/index-proposals.js';
export { unresolvedLikelySql } from './overlap.repo.js';
