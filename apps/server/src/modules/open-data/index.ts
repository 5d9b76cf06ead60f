/**
 * The open-data module's face: the open-data files (architecture "In the open"). It owns no table: it
 * reads the projects' public rows and the version of their public data through the projects face. The
 * app registers its routes.
 */
export { openDataRoutes } from './open-data.routes.js';
