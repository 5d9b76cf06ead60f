import { LANGUAGE_PREFIX, type Language } from '@portal/shared';
import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/**
 * The browser's data router over the app's routes (app/routes.tsx; the build prerenders the same routes).
 * A Hindi page's router has `/hi` as its basename, so every link and navigation of the app stays in
 * Hindi without knowing it (decision 175).
 */
export const createAppRouter = (language: Language) => createBrowserRouter(routes, { basename: LANGUAGE_PREFIX[language] || '/' });
