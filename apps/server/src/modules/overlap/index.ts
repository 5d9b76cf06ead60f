/**
 * The overlap module's face (docs/architecture.md#funding-the-same-work-twice): what other modules may
 * use of it. The committee's agenda flags a proposal with an unresolved likely duplicate through
 * `unresolvedLikelyDuplicates` (many ids at once).
 */
export { unresolvedLikelyDuplicates } from './operations/find-overlap.js';
