import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

/** Sign-in, sign-up, verification, password reset and Access Denied: public pages, each a lazy chunk. */
export const authRoutes: RouteObject[] = [
  { path: PATHS.signIn, handle: { title: 'signIn' }, lazy: () => import('./pages/sign-in-page').then((m) => ({ Component: m.SignInPage })) },
  { path: PATHS.signUp, handle: { title: 'signUp' }, lazy: () => import('./pages/sign-up-page').then((m) => ({ Component: m.SignUpPage })) },
  {
    path: PATHS.verifyEmail,
    handle: { title: 'verifyEmail' },
    lazy: () => import('./pages/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: PATHS.forgotPassword,
    handle: { title: 'forgotPassword' },
    lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: PATHS.resetPassword,
    handle: { title: 'resetPassword' },
    lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: PATHS.unauthorized,
    handle: { title: 'unauthorized' },
    lazy: () => import('./pages/unauthorized-page').then((m) => ({ Component: m.UnauthorizedPage })),
  },
];
