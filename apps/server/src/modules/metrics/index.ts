/**
 * The metrics module's face: the mission's numbers from the one metric registry of packages/shared
 * (architecture "In the open", decision 260). It owns no table: the rounds module computes the round
 * figures and the projects module the money figures, each in SQL; this module shapes them for the admin
 * (every metric) and the public (the public ones, small counts suppressed). The app registers its routes.
 */
export { metricsRoutes } from './metrics.routes.js';
