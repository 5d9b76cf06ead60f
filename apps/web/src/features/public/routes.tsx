import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

const info = () => import('./pages/info-pages');
const schemes = () => import('./pages/scheme-pages');
const members = () => import('./pages/members-page');

/** Public pages (docs/specification.md#routes); each is a lazy chunk. */
export const publicRoutes: RouteObject[] = [
  { index: true, handle: { title: 'home' }, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: PATHS.partner, handle: { title: 'partner' }, lazy: () => import('./pages/partner-page').then((m) => ({ Component: m.PartnerPage })) },
  { path: PATHS.about, handle: { title: 'about' }, lazy: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })) },
  { path: PATHS.us, handle: { title: 'us' }, lazy: () => import('./pages/us-page').then((m) => ({ Component: m.UsPage })) },
  { path: PATHS.programs, handle: { title: 'programs' }, lazy: () => import('./pages/programs-page').then((m) => ({ Component: m.ProgramsPage })) },
  { path: PATHS.challengeMethod, handle: { title: 'challengeMethod' }, lazy: () => schemes().then((m) => ({ Component: m.ChallengeMethodPage })) },
  { path: PATHS.innovateSteel, handle: { title: 'innovateSteel' }, lazy: () => schemes().then((m) => ({ Component: m.InnovateSteelPage })) },
  { path: PATHS.steelStartup, handle: { title: 'steelStartup' }, lazy: () => schemes().then((m) => ({ Component: m.SteelStartupPage })) },
  {
    path: PATHS.steelCollab,
    handle: { title: 'steelCollab' },
    lazy: () => import('./pages/steel-collab-page').then((m) => ({ Component: m.SteelCollabPage })),
  },
  { path: PATHS.resources, handle: { title: 'resources' }, lazy: () => info().then((m) => ({ Component: m.ResourcesPage })) },
  { path: PATHS.boardMembers, handle: { title: 'boardMembers' }, lazy: () => members().then((m) => ({ Component: m.BoardMembersPage })) },
  { path: PATHS.oversightCommittee, handle: { title: 'oversightCommittee' }, lazy: () => members().then((m) => ({ Component: m.OversightCommitteePage })) },
  { path: PATHS.contact, handle: { title: 'contact' }, lazy: () => info().then((m) => ({ Component: m.ContactPage })) },
  { path: PATHS.faq, handle: { title: 'faq' }, lazy: () => info().then((m) => ({ Component: m.FaqPage })) },
  { path: PATHS.gallery, handle: { title: 'gallery' }, lazy: () => info().then((m) => ({ Component: m.GalleryPage })) },
  { path: PATHS.terms, handle: { title: 'terms' }, lazy: () => info().then((m) => ({ Component: m.TermsPage })) },
  { path: PATHS.privacy, handle: { title: 'privacy' }, lazy: () => info().then((m) => ({ Component: m.PrivacyPage })) },
  { path: PATHS.launch, handle: { title: 'launch' }, lazy: () => info().then((m) => ({ Component: m.LaunchPage })) },
];
