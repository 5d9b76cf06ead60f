import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

const info = () => import('./pages/info-pages');
const schemes = () => import('./pages/scheme-pages');
const members = () => import('./pages/members-page');

/** Public pages (spec part 1 §1–2, part 2 §2); each is a lazy chunk. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: PATHS.partner, lazy: () => import('./pages/partner-page').then((m) => ({ Component: m.PartnerPage })) },
  { path: PATHS.about, lazy: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })) },
  { path: PATHS.us, lazy: () => import('./pages/us-page').then((m) => ({ Component: m.UsPage })) },
  { path: PATHS.programs, lazy: () => import('./pages/programs-page').then((m) => ({ Component: m.ProgramsPage })) },
  { path: PATHS.challengeMethod, lazy: () => schemes().then((m) => ({ Component: m.ChallengeMethodPage })) },
  { path: PATHS.innovateSteel, lazy: () => schemes().then((m) => ({ Component: m.InnovateSteelPage })) },
  { path: PATHS.steelStartup, lazy: () => schemes().then((m) => ({ Component: m.SteelStartupPage })) },
  { path: PATHS.steelCollab, lazy: () => import('./pages/steel-collab-page').then((m) => ({ Component: m.SteelCollabPage })) },
  { path: PATHS.resources, lazy: () => info().then((m) => ({ Component: m.ResourcesPage })) },
  { path: PATHS.boardMembers, lazy: () => members().then((m) => ({ Component: m.BoardMembersPage })) },
  { path: PATHS.oversightCommittee, lazy: () => members().then((m) => ({ Component: m.OversightCommitteePage })) },
  { path: PATHS.contact, lazy: () => info().then((m) => ({ Component: m.ContactPage })) },
  { path: PATHS.faq, lazy: () => info().then((m) => ({ Component: m.FaqPage })) },
  { path: PATHS.gallery, lazy: () => info().then((m) => ({ Component: m.GalleryPage })) },
  { path: PATHS.terms, lazy: () => info().then((m) => ({ Component: m.TermsPage })) },
  { path: PATHS.privacy, lazy: () => info().then((m) => ({ Component: m.PrivacyPage })) },
  { path: PATHS.launch, lazy: () => info().then((m) => ({ Component: m.LaunchPage })) },
];
