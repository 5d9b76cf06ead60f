/**
 * The public-projects module's face: funded projects in the open (architecture "In the open"). It owns
 * no table: it reads the projects module's public rows through that module's face. The app registers its routes.
 */
export { publicProjectsRoutes } from './public-projects.routes.js';
