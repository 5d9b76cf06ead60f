/**
 * The clarifications module's face: the only file another module imports (docs/architecture.md#modules).
 * The proposal lists' figures about clarification threads, wired into proposals at startup (app.ts).
 */
export { awaitingApplicantSql, clarificationOverdueSql, daysInReviewSql } from './review-clock.js';
