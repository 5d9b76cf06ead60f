/** The reviews module's face (docs/architecture.md#layers): what other modules may call. */
export { applicantCommentsOf, recusalsOf, type ReviewFacts, reviewFactsOf } from './operations/round-facts.js';
