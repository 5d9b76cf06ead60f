/**
 * The projects module's face: the only file another module imports (docs/architecture.md#modules).
 * What a proposal's decision does to its funded project, wired into proposals at startup (app.ts).
 */
export { followProposalDecision } from './project-withdrawal.js';
