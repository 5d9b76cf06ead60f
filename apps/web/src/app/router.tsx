import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The browser's data router over the app's routes (app/routes.tsx; the build prerenders the same routes). */
export const createAppRouter = () => createBrowserRouter(routes);
