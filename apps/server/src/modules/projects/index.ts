/**
 * The projects module's face: the only file another module imports (docs/architecture.md#modules).
 * An admin sets a project up on an APPROVED funding proposal, uploads the agreement, releases tranches
 * when their conditions hold and reviews reports; the owner and collaborators follow it and report. Each
 * use case is one file in operations/; every step is audited on the proposal (its history) and told to
 * the grantees by mail and notification, in the transaction of the change.
 * The proposals module tells it of a decision's change through a hook wired at startup (app.ts); the app
 * registers its routes and its kind of reminder.
 */
export { followProposalDecision } from './project-withdrawal.js';
export { registerReportReminders } from './operations/report-reminders.js';
export { projectsRoutes } from './projects.routes.js';
export { listPublicProjects, publicProject } from './operations/public-projects.js';
export { openGrants, publicDataVersion, type OpenGrantRecord } from './operations/open-grants.js';
export { publicDataVersionGate, type PublicDataVersionGate } from './operations/public-data-version-gate.js';
export { moneyMetrics, type MoneyMetricRow } from './operations/money-metrics.js';
