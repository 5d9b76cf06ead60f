import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';

const wizardPage = () => import('./pages/challenge-response-page').then((m) => ({ Component: m.ChallengeResponsePage }));

/** The funding wizard; the router puts it behind the complete-profile guard (spec part 2 §4, Applying). */
export const proposalWizardRoutes: RouteObject[] = [
  { path: PATHS.challengeResponse, handle: { title: 'challengeResponse' }, lazy: wizardPage },
  { path: `${PATHS.challengeResponse}/:proposalId`, handle: { title: 'challengeResponse' }, lazy: wizardPage },
];

/** The dashboard's edit routes of the three funding lists (spec part 2 §2). */
export const proposalEditRoutes: RouteObject[] = [
  { path: PATHS.openInnovationEdit(':proposalId'), handle: { title: 'openInnovationEdit' }, lazy: wizardPage },
  { path: PATHS.steelStartupEdit(':proposalId'), handle: { title: 'steelStartupEdit' }, lazy: wizardPage },
  { path: PATHS.challengeMethodEdit(':proposalId'), handle: { title: 'challengeMethodEdit' }, lazy: wizardPage },
];
