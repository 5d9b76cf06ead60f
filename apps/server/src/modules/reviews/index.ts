/**
 * The reviews module's face: the only file another module imports (docs/architecture.md#modules).
 * What proposals and users ask of reviews, wired into them at startup (app.ts), and what the rounds read.
 */
export { recheckConflicts } from './operations/recheck-conflicts.js';
export { readsAsReviewer } from './operations/review-access.js';
export { applicantCommentsOf, recusalsOf, type ReviewFacts, reviewFactsOf } from './operations/round-facts.js';
export { endReviewerAccess } from './operations/set-reviewer-role.js';
export { onTimeReviewCountSql, reviewOverdueSql, submittedReviewCountSql } from './reviews.repo.js';
export { applyAssignmentPlan } from './operations/apply-assignment-plan.js';
export { assignmentPlan } from './operations/assignment-plan.js';
