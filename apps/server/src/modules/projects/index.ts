/**
 * The projects module's face (docs/architecture.md#funded-projects): what other modules may use of it.
 * The proposals module tells it of a decision's change, in the decision's transaction; the app
 * registers its routes and its kind of reminder.
 */
export { followProposalDecision } from './project-withdrawal.js';
export { registerReportReminders } from './operations/report-reminders.js';
export { projectsRoutes } from './projects.routes.js';
